// The attributes the newsletter form's prerendered markup (components/NewsletterForm.tsx) carries
// for the island that runs it (islands/newsletter.ts): one owner for the selectors.
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
