import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const label = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});
