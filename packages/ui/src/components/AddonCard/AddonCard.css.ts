import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The card, its price and its features look as in AddonList; the footer holds the action.
export { item as card } from '../AddonList/AddonList.css';

export const active = style({ borderColor: vars.color.success });

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
});
