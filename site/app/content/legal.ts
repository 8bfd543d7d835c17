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
      heading: 'How Long We Keep It',
      paragraphs: ['Each kind of information is kept for a set period, then deleted:'],
      list: [
        'Your account (e-mail, full name, language, encrypted password): while your account is open; deleted the day you close it',
        'Sign-in sessions: until you sign out, at most 7 days unused or 30 days in all; deleted with your account',
        'Your plan and add-ons as shown in your dashboard: while your account is open; deleted the day you close it',
        'Invoices and payment records: six years, as Canadian and Quebec tax law requires, held by our payment processor (Stripe), also after your account is closed; we never hold card numbers',
        'Enquiries sent through our contact form: until you ask us to delete them; closing your account removes your name, e-mail, phone, company, website and message from those sent from its address',
        'Newsletter: your address and the dates you subscribed, confirmed and unsubscribed, until you ask us to delete them or close your account (an unsubscribed address is kept only so we never write to it again)',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect personal information with encryption, access controls and regular reviews. Only the people and systems that need it to serve you can reach it.',
      ],
    },
    {
      heading: 'Your Rights and How to Exercise Them',
      paragraphs: [
        'Under PIPEDA and Quebec’s Act respecting the protection of personal information in the private sector (Law 25), you have these rights. We answer every request within 30 days, free of charge.',
      ],
      list: [
        'Access and portability: choose “Download my data” under “Your data” in your dashboard to receive everything we hold about you as a JSON file, a structured, commonly used format; or write to our Privacy Officer',
        'Correction: change your name, e-mail and language in your dashboard, or write to our Privacy Officer',
        'Deletion: choose “Close my account” under “Your data” in your dashboard; for enquiries or a newsletter address without an account, write to our Privacy Officer',
        'Withdrawing consent to marketing e-mails: use the unsubscribe link in any newsletter',
        'Complaints: write to our Privacy Officer first; you may also complain to the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada',
      ],
    },
    {
      heading: 'Our Privacy Officer',
      paragraphs: [
        `Our ${site.privacyOfficer.title} is responsible for protecting personal information at ${site.legalName} and answers every request about it: ${site.privacyOfficer.email}, ${site.privacyOfficer.phone}.`,
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
      heading: 'Closing Your Account',
      paragraphs: [
        'You may instead close your account from your dashboard at any time, with no notice period. You choose when your plan and add-ons end: at once, when the service stops that day and the part of the period already paid is not refunded; or at the end of the period already paid, when the service continues until then. Either way nothing more is charged. Your invoices remain available from us for six years, as tax law requires.',
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
