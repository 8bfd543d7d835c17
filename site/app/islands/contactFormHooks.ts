// The attributes /contact's enquiry form carries for its island (contactForm.ts), named once for
// the component that writes them (components/ContactForm.tsx) and the island that reads them. The
// ui ContactForm's own attributes are the ui's (`contactFormHooks` in @northbeam/ui/enhance).
export const contactFormIslandHooks = {
  module: 'contact-form',
  /**
   * On the form's container: each plan sold by contract, by key, with the line naming it in the
   * page's language ('Plan: Enterprise'), for a `?plan=<key>` address to preselect.
   */
  planLines: 'data-contact-plan-lines',
  /** Set on the container once its island runs (the e2e tests and the bench wait for it). */
  started: 'data-contact-started',
} as const;

/** The contact form's section: every audit button's target, /contact#audit. */
export const AUDIT_ANCHOR = 'audit';
