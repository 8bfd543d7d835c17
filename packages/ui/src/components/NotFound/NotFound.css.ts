import { style } from '@vanilla-extract/css';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: `calc(100vh - ${vars.size.headerHeight})`,
  padding: `${vars.space['3xl']} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(6rem, 25vw, 12rem)',
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.primary,
});

export const heading = style({
  ...headingFont,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});
