import type { MapLeafNodes } from './types';
import type { vars } from './contract.css';

/** The shape an agency fills in to re-brand the library. */
export type Theme = MapLeafNodes<typeof vars, string>;

// "DejaVu Sans" follows the platforms' UI fonts because it is what system-ui means on a Debian-like
// Linux (fontconfig's default sans): WebKitGTK takes system-ui for an unknown family and skipped
// to Liberation Sans, whose Arial metrics set text about 17 % narrower than Chromium and Firefox
// did there (the engines suite's font check, site/e2e/engines/fonts.journey.ts).
const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Liberation Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * The agency's own brand. Every text/background pair the components use is checked against
 * WCAG 2.2 AA by theme/contrast.test.ts, for this theme and for any theme added to `themes`.
 */
export const defaultTheme: Theme = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceInverse: '#0b1f3a',
    text: '#0f172a',
    textMuted: '#475569',
    textInverse: '#ffffff',
    border: '#e2e8f0',
    borderStrong: '#64748b',
    primary: '#1e40af',
    primaryHover: '#1e3a8a',
    onPrimary: '#ffffff',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    onAccent: '#ffffff',
    success: '#166534',
    successSoft: '#dcfce7',
    critical: '#b91c1c',
    criticalSoft: '#fee2e2',
    onCritical: '#ffffff',
    warningSoft: '#fef3c7',
    // Amber 700: 3:1 or more on every light surface; on the dark bands the ring's inner halo
    // (the `surface` colour, see global.css.ts) carries the contrast. Checked by contrast.test.ts.
    focusRing: '#b45309',
  },
  font: {
    body: fontStack,
    heading: fontStack,
    mono: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.35', normal: '1.6' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
    '4xl': '6rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '1rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.14)',
  },
  motion: { durationFast: '120ms', durationBase: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { container: '72rem', prose: '44rem', headerHeight: '4rem', control: '2.75rem' },
};

/** A second brand, used in the re-branding story to prove that components follow the theme. */
export const forestTheme: Theme = {
  ...defaultTheme,
  color: {
    ...defaultTheme.color,
    background: '#fbfaf5',
    surface: '#ffffff',
    surfaceMuted: '#eef3ea',
    surfaceInverse: '#1c2e1f',
    text: '#14210f',
    textMuted: '#46533f',
    primary: '#2f5d1f',
    primaryHover: '#234717',
    accent: '#7c2d12',
    accentSoft: '#ffedd5',
    focusRing: '#c2410c',
  },
  font: {
    ...defaultTheme.font,
    heading: 'Georgia, "DejaVu Serif", "Liberation Serif", serif',
  },
  radius: { sm: '0', md: '0.125rem', lg: '0.25rem', full: '9999px' },
};

export const themes = { default: defaultTheme, forest: forestTheme } as const;
