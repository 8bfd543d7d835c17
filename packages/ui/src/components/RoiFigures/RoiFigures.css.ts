import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { RoiFiguresTone } from './RoiFigures.props';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  minWidth: 0,
});

export const itemTone = styleVariants<Record<RoiFiguresTone, ComplexStyleRule>>({
  default: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
  inverse: { background: 'transparent', border: `1px solid ${vars.color.borderStrong}` },
});

export const value = style({
  ...headingFont,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  // A figure must never break mid-number; it shrinks on phones instead.
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.tablet]: { fontSize: vars.fontSize['3xl'] },
    [mediaQuery.desktop]: { fontSize: vars.fontSize['4xl'] },
  },
});

export const valueTone = styleVariants<Record<RoiFiguresTone, ComplexStyleRule>>({
  default: { color: vars.color.primary },
  inverse: { color: vars.color.textInverse },
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const labelTone = styleVariants<Record<RoiFiguresTone, ComplexStyleRule>>({
  default: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
});
