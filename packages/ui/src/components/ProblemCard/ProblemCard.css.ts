import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';
import { mediaQuery } from '../../theme/breakpoints';

export const card = style([
  surfaceCard,
  {
    height: '100%',
    '@media': { [mediaQuery.desktop]: { padding: vars.space.xl } },
  },
]);

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const reality = style({
  marginTop: 'auto',
  padding: vars.space.md,
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.sm,
});

export const realityLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.critical,
});
