import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

// The invoice table: a plain data table, scrolling sideways on narrow screens rather than
// squeezing its amounts.

export const scroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({ textAlign: 'start', paddingBlockEnd: vars.space.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: '1px solid currentColor',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});
