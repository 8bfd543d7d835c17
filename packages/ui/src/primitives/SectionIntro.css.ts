import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '44rem',
  marginBottom: vars.space.xl,
});

export const introAlign = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center' },
});
