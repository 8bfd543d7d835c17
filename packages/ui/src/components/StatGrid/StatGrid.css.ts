import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { StatGridTone } from './StatGrid.props';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const itemTone = styleVariants<Record<StatGridTone, ComplexStyleRule>>({
  default: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
  },
  muted: { background: vars.color.surfaceMuted, color: vars.color.text },
  inverse: {
    background: vars.color.surfaceInverse,
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.textInverse,
  },
});

export const value = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['4xl'] } },
});

export const valueTone = styleVariants<Record<StatGridTone, ComplexStyleRule>>({
  default: { color: vars.color.primary },
  muted: { color: vars.color.primary },
  inverse: { color: vars.color.textInverse },
});

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const source = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  marginTop: vars.space.xs,
});

export const sourceTone = styleVariants<Record<StatGridTone, ComplexStyleRule>>({
  default: { color: vars.color.textMuted },
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
});
