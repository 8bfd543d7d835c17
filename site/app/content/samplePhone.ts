/**
 * The note that marks the agency's phone number as sample content. Its own module because two
 * readers share it: the production build's list (samples.ts) and the contact page's visible
 * "Sample" mark beside the number (contact.ts). Deleting it, once site.phone is real, removes both.
 */
export const phoneSample =
  'The 555 phone number is fictional: put the agency’s real number in site.phone and site.phoneHref (site/app/content/site.ts)';
