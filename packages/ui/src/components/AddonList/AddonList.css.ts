import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';

/** An add-on's card, here and in AddonCard. */
export const item = style([
  surfaceCard,
  {
    gap: vars.space.sm,
    height: '100%',
  },
]);

export const price = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const period = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const check = style({
  display: 'inline-flex',
  marginTop: '0.2em',
  color: vars.color.success,
});
