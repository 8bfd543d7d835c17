import type { ContactFormContent } from '../components/ContactForm';
import type { Lang } from '../content/cities/types';
import * as en from '../content/contactForm';
import * as fr from '../content/fr/contactForm';
import { contactPlanKeys, planNames as enNames } from '../content/planNames';
import { planNames as frNames } from '../content/fr/planNames';
import { byLocale } from '../lib/byLocale';
import type { ActingPartDefinition } from './partDefinition';
import { AUDIT_ANCHOR, contactFormView } from './contactFormView';

export { AUDIT_ANCHOR };

/** The form's own words in a language, written once when the page is prerendered. */
const contactFormContent = (lang: Lang): ContactFormContent => {
  const names = byLocale(lang, enNames, frNames);
  return {
    budgetOptions: byLocale(lang, en, fr).budgetOptions,
    planNames: Object.fromEntries(contactPlanKeys.map((key) => [key, names[key]])),
  };
};

/** /contact's enquiry form, as the route places and the prerender writes it. */
export const contactForm: ActingPartDefinition = {
  ...contactFormView,
  prepare: contactFormContent,
};
