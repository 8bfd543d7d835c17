import { ContactForm } from '../components/ContactForm';
import type { ActingPartDefinition } from './partDefinition';

/** The contact form's section: every audit button's target, /contact#audit. */
export const AUDIT_ANCHOR = 'audit';

/** /contact's enquiry form: the part of the page that acts. Its heading is the page's. */
export const contactForm: ActingPartDefinition = {
  name: 'contactForm',
  render: (lang) => <ContactForm labelledBy="form-heading" anchor={AUDIT_ANCHOR} lang={lang} />,
};
