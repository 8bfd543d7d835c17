import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({ margin: 0, fontSize: vars.fontSize.sm });

export const tone = styleVariants({
  hint: { color: vars.color.textMuted },
  critical: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.critical,
  },
});
