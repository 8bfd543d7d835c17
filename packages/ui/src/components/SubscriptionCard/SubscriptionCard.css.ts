import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
import { card as surfaceCard } from '../../primitives/surface.css';

export const card = style([
  surfaceCard,
  { gap: vars.space.lg, '@media': { [mediaQuery.tablet]: { padding: vars.space.xl } } },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const skeleton = style({
  display: 'block',
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const skeletonWide = style({ width: '60%' });
export const skeletonNarrow = style({ width: '35%' });
export const skeletonButton = style({ width: '10rem', height: vars.size.control });
