// The attributes the newsletter form's prerendered markup (components/NewsletterForm.tsx, the ui
// NewsletterForm) carries for the island that runs it (islands/newsletter.ts).
import type { NewsletterLinkOutcome } from '@northbeam/flows';
import { newsletterFormHooks } from '@northbeam/ui/enhance';

/** Where a mailed link lands (`/blog?newsletter=<outcome>`): each has a prerendered notice. */
export const newsletterLinkOutcomes: readonly NewsletterLinkOutcome[] = [
  'confirmed',
  'invalid',
  'unsubscribed',
];

/** The ui NewsletterForm's own attributes (ui owns them), and where a mailed link's outcome shows. */
export const newsletterHooks = {
  ...newsletterFormHooks,
  /** On each prerendered link outcome: which `?newsletter=` value shows it. */
  outcome: 'data-newsletter-outcome',
} as const;
