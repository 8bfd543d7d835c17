import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';
import { mediaQuery } from '../../theme/breakpoints';

export const card = style([
  surfaceCard,
  {
    height: '100%',
    gap: vars.space.lg,
    transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, border-color ${vars.motion.durationBase} ${vars.motion.easing}`,
    ':hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '@media': { [mediaQuery.desktop]: { padding: vars.space.xl } },
  },
]);

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '0.1em',
  color: vars.color.success,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.xs });
