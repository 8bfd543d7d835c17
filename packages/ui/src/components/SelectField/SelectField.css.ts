import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space['2xl'],
    cursor: 'pointer',
    // The arrow is drawn with gradients so it follows the theme's text colour.
    backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.textMuted} 50%), linear-gradient(135deg, ${vars.color.textMuted} 50%, transparent 50%)`,
    backgroundPosition: `calc(100% - 1.25rem) 50%, calc(100% - 0.9rem) 50%`,
    backgroundSize: '0.35rem 0.35rem, 0.35rem 0.35rem',
    backgroundRepeat: 'no-repeat',
  },
]);
