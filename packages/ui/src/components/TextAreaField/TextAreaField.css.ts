import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const textarea = style([
  control,
  { minHeight: '8rem', resize: 'vertical', lineHeight: vars.lineHeight.normal },
]);
