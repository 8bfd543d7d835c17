import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/breakpoints';

// Declarations that many components' rules share, as plain objects that their style() calls
// spread, so one place sets them. Not classes: each rule keeps its own place in the cascade, and
// importing this adds no CSS to a page (a .css.ts would bring its classes along).

/** A heading's face: no margin, the heading family, bold (its size and line height vary). */
export const headingFont = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
} as const;

/**
 * A large heading that grows at desktop width (a page's title, a banner's call): the heading's
 * face in tight lines, at `phone` size below the desktop breakpoint and `desktop` from it.
 */
export const growingHeading = (
  phone: keyof typeof vars.fontSize,
  desktop: keyof typeof vars.fontSize,
) =>
  ({
    ...headingFont,
    lineHeight: vars.lineHeight.tight,
    fontSize: vars.fontSize[phone],
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize[desktop] } },
  }) as const;

/** A control's box: its content centred, and at least the touch target size (WCAG 2.5.8). */
export const controlBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
} as const;

/** A panel that stacks its content from the start: a closing call, a fallback message. */
export const panelStack = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
} as const;

/**
 * The filled backgrounds a badge, an icon tile or the hero's eyebrow wears, each with the text
 * colour that reads on it (the theme's contrast test checks these pairs).
 */
export const fill = {
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  surface: { background: vars.color.surface, color: vars.color.primary },
  muted: { background: vars.color.surfaceMuted, color: vars.color.primary },
} as const;

/** The fills a tone list names, in its order, as `styleVariants` takes them: `fills(badgeTones)`. */
export const fills = <Tone extends keyof typeof fill>(tones: readonly Tone[]) =>
  Object.fromEntries(tones.map((tone) => [tone, fill[tone]])) as Pick<typeof fill, Tone>;
