import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
});
