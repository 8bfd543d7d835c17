import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { HeadingSize, TextAlign, TextSize, TextTone, TextWeight } from './typography.props';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/breakpoints';
import { headingFont } from './styleFragments';

export const textBase = style({ margin: 0, fontFamily: vars.font.body, overflowWrap: 'anywhere' });

export const textSize = styleVariants<Record<TextSize, ComplexStyleRule>>({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
});

export const textTone = styleVariants<Record<TextTone, ComplexStyleRule>>({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
  primary: { color: vars.color.primary },
  accent: { color: vars.color.accent },
  success: { color: vars.color.success },
  critical: { color: vars.color.critical },
  inherit: { color: 'inherit' },
});

export const textWeight = styleVariants<Record<TextWeight, ComplexStyleRule>>({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
});

export const textAlign = styleVariants<Record<TextAlign, ComplexStyleRule>>({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const strikeThrough = style({ textDecoration: 'line-through' });

export const headingBase = style({
  ...headingFont,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});

export const headingSize = styleVariants<Record<HeadingSize, ComplexStyleRule>>({
  display: {
    fontSize: vars.fontSize['4xl'],
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['5xl'] } },
  },
  '1': {
    fontSize: vars.fontSize['3xl'],
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['4xl'] } },
  },
  '2': {
    fontSize: vars.fontSize['2xl'],
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['3xl'] } },
  },
  '3': { fontSize: vars.fontSize.xl },
  '4': { fontSize: vars.fontSize.lg },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
