import { style, styleVariants } from '@vanilla-extract/css';
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

export const itemTone = styleVariants({
  default: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
  inverse: { background: 'transparent', border: `1px solid ${vars.color.borderStrong}` },
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  // A figure must never break mid-number; it shrinks on phones instead.
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.tablet]: { fontSize: vars.fontSize['3xl'] },
    [mediaQuery.desktop]: { fontSize: vars.fontSize['4xl'] },
  },
});

export const valueTone = styleVariants({
  default: { color: vars.color.primary },
  inverse: { color: vars.color.textInverse },
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const labelTone = styleVariants({
  default: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
});
