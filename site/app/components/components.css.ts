import { style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

// The newsletter form: the one form ui has no component for (see site/NEEDS.md).

export const newsletter = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  maxWidth: '36rem',
  marginInline: 'auto',
  width: '100%',
});

// What a mailed link did (confirmed, unsubscribed, invalid), above the form.
export const newsletterOutcome = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
  width: '100%',
});

// The newsletter's own notices (sent, failed): spaced like the outcomes once one shows.
export const newsletterNotices = style([
  newsletterOutcome,
  { selectors: { '&:empty': { marginBlockEnd: 0 } } },
]);

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  font: 'inherit',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  boxSizing: 'border-box',
});

// The one button of a newsletter link panel (`/blog?newsletter=confirm|unsubscribe`).
export const newsletterLink = style({ display: 'grid', justifyItems: 'center' });

/** The free audit's three lines under the contact form's heading: a list, in the text's indent. */
export const auditIncludes = style({ margin: 0, paddingInlineStart: vars.space.lg });
