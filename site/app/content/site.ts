/** The agency's own configuration: one place for every name, address and number the site prints. */
export interface OfficeInfo {
  city: string;
  province: string;
  street: string;
  postalCode: string;
  lang?: string;
}

/**
 * How soon an enquiry is answered (spec section 9: "response within 24 hours, email within 4
 * hours"): a first e-mail reply within 4 hours, the custom strategy within 24 (the contact form's
 * success notice, the spec's text, promises the same 24). Every statement of a reply time, in
 * both languages, is written from these two figures.
 */
const replyHours = { firstReply: 4, strategy: 24 } as const;

export const site = {
  name: 'Northbeam Search',
  legalName: 'Northbeam Search Inc.',
  tagline: 'AI-powered SEO, AEO and GEO for Canadian businesses',
  email: 'hello@northbeam.ca',
  phone: '+1 (416) 555-0199',
  phoneHref: 'tel:+14165550199',
  origin: 'https://www.northbeamsearch.ca',
  locale: 'en-CA',
  foundingYear: 2019,
  headquarters: 'Toronto, Ontario, Canada',
  offices: [
    {
      city: 'Toronto',
      province: 'ON',
      street: '100 King Street West, Suite 5600',
      postalCode: 'M5X 1C9',
    },
    {
      city: 'Vancouver',
      province: 'BC',
      street: '1055 West Georgia Street, Suite 1500',
      postalCode: 'V6E 3P3',
    },
    {
      city: 'Montréal',
      province: 'QC',
      street: '1250 boulevard René-Lévesque Ouest, bureau 2200',
      postalCode: 'H3B 4W8',
      lang: 'fr-CA',
    },
  ] satisfies OfficeInfo[],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northbeam-search' },
    { name: 'X', href: 'https://x.com/northbeamsearch' },
    { name: 'YouTube', href: 'https://www.youtube.com/@northbeamsearch' },
  ],
  /**
   * The person in charge of protecting personal information (Quebec's Law 25 requires the title
   * and contact details to be published; PIPEDA, a designated person). Named in the privacy policy.
   */
  privacyOfficer: {
    title: 'Privacy Officer',
    titleFr: 'Responsable de la protection des renseignements personnels',
    email: 'privacy@northbeam.ca',
    phone: '+1 (416) 555-0199',
  },
  replyHours,
  /** Service terms quoted on the pricing and contact pages (spec section 9). */
  serviceTerms: {
    billing: 'Month-to-month with no setup fees',
    planChanges: 'Plan changes apply from the next billing cycle',
    response: `Your custom SEO strategy within ${replyHours.strategy} hours`,
    email: `A first e-mail reply to every enquiry within ${replyHours.firstReply} hours`,
    chat: 'Live chat 9 AM to 9 PM EST, Monday to Friday',
    results: 'Results usually show in 30 to 60 days',
  },
} as const;

/**
 * The agency's sales-tax registration numbers, shown with its invoices (Stripe prints the same
 * numbers, set as the account's tax IDs, on the invoices themselves). Apart from `site` so that
 * only the invoice list's chunk carries them.
 */
export const taxRegistration = { gstHst: '742918365RT0001', qst: '1229384756TQ0001' } as const;

export const absoluteUrl = (path: string) => `${site.origin}${path === '/' ? '/' : path}`;
