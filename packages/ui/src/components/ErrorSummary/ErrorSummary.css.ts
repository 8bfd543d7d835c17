import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `4px solid ${vars.color.critical}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

// No bullets, as GOV.UK Frontend's summary: a marker sits on the last line of an inline-block
// link that wraps, away from the text it marks.
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  // A tap target of the control height's spirit without stretching the list (WCAG 2.5.8 inline).
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
});
