import { ContactForm, type ContactFormContent } from '../components/ContactForm';
import type { ActingPartDefinition } from './partDefinition';

/** The contact form's section: every audit button's target, /contact#audit. */
export const AUDIT_ANCHOR = 'audit';

/**
 * /contact's enquiry form as the browser starts it (contactForm.start.ts): it renders the words
 * the page carries, and imports no content. The prerender's definition (contactForm.tsx) adds what
 * writes them. Its heading is the page's.
 */
export const contactFormView: ActingPartDefinition = {
  name: 'contactForm',
  render: (lang, prepared) => {
    if (!prepared)
      throw new Error('contactForm: the page carries no texts (data-acting-part-texts)');
    // Written by this part's own `prepare` (contactForm.tsx), as JSON.
    const content = prepared as ContactFormContent;
    return (
      <ContactForm labelledBy="form-heading" anchor={AUDIT_ANCHOR} lang={lang} content={content} />
    );
  },
};
