import type { Locale } from './locale.ts';

// The contact enquiry (spec section 3) as send-contact-email accepts it. The site's form sends the
// same fields and values from @northbeam/flows; Deno cannot import that package, so
// site/tests/enquiry-contract.check.ts compares the two lists.

export const CITIES = [
  'toronto',
  'vancouver',
  'montreal',
  'calgary',
  'ottawa',
  'edmonton',
  'other',
] as const;

export const BUDGETS = [
  'under-1000',
  '1000-2000',
  '2000-5000',
  '5000-10000',
  'over-10000',
] as const;

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
