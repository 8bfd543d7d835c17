import { style } from '@vanilla-extract/css';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  ':hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({
  ...headingFont,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ margin: 0, color: vars.color.textMuted });
