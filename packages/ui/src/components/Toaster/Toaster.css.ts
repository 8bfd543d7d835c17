import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInline: vars.space.md,
  zIndex: 70,
  pointerEvents: 'none',
  '@media': {
    [mediaQuery.tablet]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.lg,
      width: '24rem',
    },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
});

export const dismiss = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  margin: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
});
