// The contact enquiry (spec section 3) as send-contact-email accepts it. The cities and budgets are
// the form's own, from their one home in the flows package (a module with no imports, which Deno
// reads by its path); the site's contract test compares the fields.
import { CONTACT_BUDGETS, CONTACT_CITIES } from '../../../packages/flows/src/catalogue.ts';
import type { Locale } from './locale.ts';

export const CITIES = CONTACT_CITIES;
export const BUDGETS = CONTACT_BUDGETS;

/** The enquiry's fields before the message, in the form's order, as the agency's mail labels them. */
export const ENQUIRY_LABELS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['website', 'Website'],
  ['city', 'City'],
  ['budget', 'Monthly budget'],
] as const;

/**
 * A checked enquiry: optional fields are '' when left empty; `locale` is the language of the page
 * it was sent from, which the visitor's confirmation is written in.
 */
export type Enquiry = Record<(typeof ENQUIRY_LABELS)[number][0] | 'message', string> & {
  locale: Locale;
};
