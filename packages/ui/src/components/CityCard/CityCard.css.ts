import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { CityAccent } from './CityCard.props';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  paddingTop: `calc(${vars.space.lg} + 4px)`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' },
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The coloured strip along the top edge; decorative, so any theme colour will do. */
export const accent = styleVariants<Record<CityAccent, ComplexStyleRule>>({
  primary: { borderTop: `4px solid ${vars.color.primary}` },
  accent: { borderTop: `4px solid ${vars.color.accent}` },
  success: { borderTop: `4px solid ${vars.color.success}` },
  critical: { borderTop: `4px solid ${vars.color.critical}` },
  inverse: { borderTop: `4px solid ${vars.color.surfaceInverse}` },
});

export const accentText = styleVariants<Record<CityAccent, ComplexStyleRule>>({
  primary: { color: vars.color.primary },
  accent: { color: vars.color.accent },
  success: { color: vars.color.success },
  critical: { color: vars.color.critical },
  inverse: { color: vars.color.text },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const name = style({
  ...headingFont,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** The card's one link, stretched over the whole card so any click lands on it. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &`]: { color: vars.color.primary },
  },
});

export const province = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '2px',
  minWidth: 0,
});

export const statLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const statValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
