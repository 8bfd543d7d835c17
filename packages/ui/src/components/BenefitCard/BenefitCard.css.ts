import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';
import { mediaQuery } from '../../theme/breakpoints';

export const card = style([
  surfaceCard,
  {
    height: '100%',
    transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}`,
    ':hover': { boxShadow: vars.shadow.md },
    '@media': { [mediaQuery.desktop]: { padding: vars.space.xl } },
  },
]);

export const result = style({
  marginTop: 'auto',
  padding: vars.space.md,
  background: vars.color.successSoft,
  borderRadius: vars.radius.md,
});

export const resultLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.success,
});
