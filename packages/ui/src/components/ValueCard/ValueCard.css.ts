import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
