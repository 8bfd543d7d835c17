import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A wide table scrolls inside its own box on a phone instead of widening the page.
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const rowHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingInlineStart: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  minWidth: '12rem',
});

export const metric = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const definition = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
