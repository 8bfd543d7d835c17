import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  maxWidth: '36rem',
  marginInline: 'auto',
  width: '100%',
});

// The form's notices (sent, failed): spaced from the form once one shows.
export const notices = style({
  marginBlockEnd: vars.space.lg,
  selectors: { '&:empty': { marginBlockEnd: 0 } },
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

// The summary spans the form's width above the field and the button.
export const summary = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: vars.space.xxs });

// The message's tone lays it out as flex, which would override the `hidden` attribute.
export const message = style({ selectors: { '&[hidden]': { display: 'none' } } });
