import { site } from './site';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDoc {
  /** The English documents' paths, then their French twins' (content/fr/legal.ts). */
  path: '/privacy' | '/terms' | '/fr/confidentialite' | '/fr/conditions';
  title: string;
  description: string;
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: string;
  sections: LegalSection[];
}

const LAST_UPDATED = 'January 3, 2025';

/** The contact block both legal pages end with (spec section 2). */
export const legalContact = {
  heading: 'Contact Us',
  intro: 'If you have questions about this document, contact us:',
  email: site.email,
  phone: site.phone,
  address: site.headquarters,
};

const privacy: LegalDoc = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects personal information, in line with PIPEDA.`,
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: '2025-01-03',
  intro: `${site.name} respects your privacy. This policy explains what personal information we collect, why we collect it and how we protect it, in accordance with Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to answer you and to provide our services:'],
      list: [
        'Contact details you send us: name, e-mail, phone, company, website and city',
        'Account details: e-mail address, full name and an encrypted password',
        'Billing details handled by our payment processor; we never store card numbers',
        'Basic, anonymised usage data that helps us improve the site',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use your information to answer enquiries, prepare audits and proposals, provide and bill our services, and send newsletters you have asked for. We do not sell personal information.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share information only with service providers who help us run our business (hosting, e-mail delivery, payment processing), under contracts that require them to protect it, or when the law requires it.',
      ],
    },
    {
      heading: 'Retention and Security',
      paragraphs: [
        'We keep personal information only as long as needed for the purposes above or as the law requires, and protect it with encryption, access controls and regular reviews.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You may ask to see, correct or delete your personal information, and withdraw consent to marketing e-mails at any time using the unsubscribe link or by contacting us.',
      ],
    },
  ],
};

const terms: LegalDoc = {
  path: '/terms',
  title: 'Terms of Service',
  description: `The terms that govern ${site.name}'s SEO, AEO and GEO services: billing, termination and governing law.`,
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: '2025-01-03',
  intro: `These terms govern your use of the ${site.name} website and services. By subscribing to a plan you agree to them.`,
  sections: [
    {
      heading: 'Services',
      paragraphs: [
        'We provide search engine optimization, answer engine optimization, generative engine optimization and related marketing services as described in your selected plan.',
      ],
    },
    {
      heading: 'Billing and Payment',
      paragraphs: [
        'Services are billed monthly in advance, in Canadian dollars. Payment is due on receipt of invoice. Plan changes apply from the next billing cycle.',
      ],
    },
    {
      heading: 'Term and Termination',
      paragraphs: [
        'Plans run month to month. Either party may terminate with 30 days written notice. Fees for the notice period remain payable.',
      ],
    },
    {
      heading: 'No Guaranteed Outcomes',
      paragraphs: [
        'Search engines and AI platforms control their own rankings and answers. We do not guarantee any specific ranking, traffic, citation or revenue outcome. Figures on our website describe past averages, not promises.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.',
      ],
    },
  ],
};

export const legalDocs: LegalDoc[] = [privacy, terms];
