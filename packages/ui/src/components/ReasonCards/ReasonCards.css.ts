import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';
import { mediaQuery } from '../../theme/breakpoints';

export const card = style([
  surfaceCard,
  {
    gap: vars.space.sm,
    position: 'relative',
    overflow: 'hidden',
    '@media': { [mediaQuery.desktop]: { padding: vars.space.xl } },
    // An accent bar clipped by the card's rounded corners.
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInline: 0,
      height: '4px',
      background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    },
  },
]);

export const number = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  letterSpacing: '0.08em',
});
