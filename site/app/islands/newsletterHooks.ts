// The attributes the newsletter form's prerendered markup (components/NewsletterForm.tsx) carries
// for the island that runs it (islands/newsletter.ts): one owner for the selectors.
import type { NewsletterLinkOutcome } from '@northbeam/flows';

/** Where a mailed link lands (`/blog?newsletter=<outcome>`): each has a prerendered notice. */
export const newsletterLinkOutcomes: readonly NewsletterLinkOutcome[] = [
  'confirmed',
  'invalid',
  'unsubscribed',
];

export const newsletterHooks = {
  form: 'data-newsletter',
  /** On each prerendered link outcome: which `?newsletter=` value shows it. */
  outcome: 'data-newsletter-outcome',
  /** The polite live region the form's own notices (sent, failed) are written into. */
  notices: 'data-newsletter-notices',
  /** On a `<template>`: the notice markup for one tone, filled with the flow's texts. */
  noticeTemplate: 'data-newsletter-notice-tone',
  error: 'data-newsletter-error',
} as const;
