import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const choices = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  cursor: 'pointer',
});
