// The attributes of the newsletter link panels' prerendered markup (components/NewsletterLinkView.tsx)
// for the island that runs them (islands/newsletterLink.ts): one owner for the selectors.
export const newsletterLinkHooks = {
  /** On each panel: the `?newsletter=` value that shows it (`confirm` or `unsubscribe`). */
  panel: 'data-newsletter-link',
  /** The polite live region a panel's failure notice is written into. */
  notices: 'data-newsletter-link-notices',
  /** On the `<template>` of a panel's failure notice, with the flow's texts. */
  noticeTemplate: 'data-newsletter-link-notice',
} as const;
