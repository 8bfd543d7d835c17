import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

// Where a newsletter mail's link lands: its notice above the ui NewsletterForm.
export const newsletterOutcome = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
  width: '100%',
});

// The notices of a newsletter link panel (confirming, failed): spaced like the outcomes once one
// shows.
export const newsletterNotices = style([
  newsletterOutcome,
  { selectors: { '&:empty': { marginBlockEnd: 0 } } },
]);

// The one button of a newsletter link panel (`/blog?newsletter=confirm|unsubscribe`).
export const newsletterLink = style({ display: 'grid', justifyItems: 'center' });

/** The free audit's three lines under the contact form's heading: a list, in the text's indent. */
export const auditIncludes = style({ margin: 0, paddingInlineStart: vars.space.lg });

// The plan comparison table (/pricing#compare): sideways scroll on a phone, the feature column
// kept in view while the plans scroll past it. Positioned, so that it is the containing block of
// the visually hidden words in its cells (absolutely positioned): otherwise they escape its clip
// and widen the whole page on a phone (WCAG 1.4.10; site.e2e's reflow test).
export const compareScroll = style({
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const compareTable = style({
  width: '100%',
  minWidth: '44rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

export const compareCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  color: vars.color.textMuted,
});

globalStyle(`${compareTable} th, ${compareTable} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
});

globalStyle(`${compareTable} th[scope="row"], ${compareTable} thead th:first-child`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  position: 'sticky',
  insetInlineStart: 0,
  background: vars.color.surface,
});

export const compareGroup = style({
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${compareTable} &`]: { textAlign: 'start' } },
});

export const comparePlan = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const comparePrice = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const compareYes = style({ display: 'inline-flex', color: vars.color.success });

export const compareNo = style({ color: vars.color.textMuted });
