import { createThemeContract } from '@vanilla-extract/css';

/** The steps the type scale and the spacing scale share, smallest first. */
const steps = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;

/** A scale's variables, one for each of its steps, in order. */
const tokens = <const Step extends string>(names: readonly Step[]) =>
  Object.fromEntries(names.map((name) => [name, null])) as Record<Step, null>;

/**
 * Every design decision a re-branding agency may change. Components read only these variables,
 * so a new theme object restyles the whole library without touching a component.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    surfaceInverse: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    accent: null,
    accentSoft: null,
    onAccent: null,
    success: null,
    successSoft: null,
    critical: null,
    criticalSoft: null,
    onCritical: null,
    warningSoft: null,
    focusRing: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: tokens([...steps, '5xl']),
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
  },
  space: tokens(['none', 'xxs', ...steps]),
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  motion: {
    durationFast: null,
    durationBase: null,
    easing: null,
  },
  size: {
    container: null,
    prose: null,
    headerHeight: null,
    /** WCAG 2.2 target size is 24px; we use 44px for every control so touch users are comfortable. */
    control: null,
  },
});
