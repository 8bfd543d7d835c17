import { style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ display: 'block', outline: 'none' });

export const loading = style({ padding: vars.space['3xl'], textAlign: 'center' });
