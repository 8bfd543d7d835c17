import { globalStyle, style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { HeroTone } from './Hero.props';
import { fill, headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['3xl'],
  '@media': { [mediaQuery.desktop]: { paddingBlock: vars.space['4xl'] } },
});

export const tone = styleVariants<Record<HeroTone, ComplexStyleRule>>({
  default: {
    color: vars.color.text,
    background: `radial-gradient(ellipse 80% 60% at 85% 0%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.background}`,
  },
  inverse: {
    color: vars.color.textInverse,
    background: vars.color.surfaceInverse,
  },
});

export const content = style({ maxWidth: '48rem' });

/** With an aside: text and illustration side by side from desktop width, stacked below it. */
export const split = style({
  display: 'grid',
  gap: vars.space['2xl'],
  alignItems: 'center',
  '@media': {
    [mediaQuery.desktop]: {
      // The illustration's width keeps both buttons on one line beside it at 1280 px.
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 25rem)',
    },
  },
});

export const aside = style({ minWidth: 0, display: 'grid', justifyItems: 'center' });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const eyebrowTone = styleVariants<Record<HeroTone, ComplexStyleRule>>({
  default: fill.accent,
  inverse: fill.surface,
});

export const headline = style({
  ...headingFont,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontSize: vars.fontSize['4xl'],
  overflowWrap: 'break-word',
  hyphens: 'auto',
  textWrap: 'balance',
  '@media': { [mediaQuery.desktop]: { fontSize: `calc(${vars.fontSize['5xl']} * 1.25)` } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '40rem',
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xl } },
});

export const subtitleTone = styleVariants<Record<HeroTone, ComplexStyleRule>>({
  default: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
  paddingTop: vars.space.xs,
});

/** On phones the buttons stack full width, which is easier to hit than two half-width ones. */
export const action = style({
  flex: '1 1 100%',
  display: 'flex',
  '@media': { [mediaQuery.tablet]: { flex: '0 0 auto' } },
});

globalStyle(`${action} > a`, {
  flex: 1,
  paddingInline: vars.space.md,
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.xl } },
});

/** The outline button on the dark band: a light border so it reads as a button. */
export const outlineOnInverse = style({});
// Both wrapper classes, so the rule outranks Button's own `border` whatever order the components'
// CSS is concatenated in (with one class each, whichever file comes later would win).
globalStyle(`${action}${outlineOnInverse} > *`, { borderColor: vars.color.textInverse });

export const trust = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
