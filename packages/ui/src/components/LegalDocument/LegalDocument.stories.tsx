import preview from '../../stories-support/preview';
import { LegalDocument } from './LegalDocument';
import { expectHeading, expectLinks, expectVisibleTexts } from '../../stories-support/play';

const contact = {
  heading: 'Contact Us',
  intro: 'Questions about this document? Reach us at:',
  email: 'info@northbeam.example',
  phone: '+1 (416) 555-0142',
  address: 'Toronto, Ontario, Canada',
};

const meta = preview.meta({
  title: 'Content/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Privacy Policy',
    contact,
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: [
          'We collect the information you give us when you request an audit, sign up for an account or subscribe to our newsletter.',
        ],
        list: [
          'Contact details such as your name, email address, phone number and company',
          'Account details such as your email address and an encrypted password',
          'Billing details, processed by our payment provider; we never store card numbers',
          'Website analytics such as pages visited and referring sites',
        ],
      },
      {
        heading: 'How We Use Your Information',
        paragraphs: [
          'We use your information to provide and improve our services, respond to enquiries, manage your subscription and send the reports you ask for.',
          'We do not sell your personal information to third parties.',
        ],
      },
      {
        heading: 'Data Security',
        paragraphs: [
          'We protect your information with encryption in transit and at rest, access controls and regular security reviews.',
        ],
      },
      {
        heading: 'Your Rights',
        paragraphs: [
          'Under Canadian privacy law (PIPEDA) you may access, correct or ask us to delete your personal information at any time.',
        ],
      },
    ],
  },
});

export const PrivacyPolicy = meta.story({
  name: 'Privacy Policy',
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Privacy Policy', 1);
    await expectVisibleTexts(canvas, ['Last updated: January 3, 2025', 'Toronto, Ontario, Canada']);
    await expectLinks(canvas, [
      ['info@northbeam.example', 'mailto:info@northbeam.example'],
      ['+1 (416) 555-0142', 'tel:+14165550142'],
    ]);
  },
});

export const TermsOfService = meta.story({
  name: 'Terms of Service',
  args: {
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Services',
        paragraphs: [
          'We provide AI-powered SEO, answer engine optimization (AEO), generative engine optimization (GEO), local SEO, technical audits and content services as described in your plan.',
        ],
      },
      {
        heading: 'Payment Terms',
        list: [
          'Services are billed monthly in advance.',
          'Payment is due upon receipt of invoice.',
          'All prices are in Canadian dollars (CAD).',
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          'Either party may terminate the agreement with 30 days written notice. Fees for the current billing period are not refunded.',
        ],
      },
      {
        heading: 'No Guarantee of Results',
        paragraphs: [
          'Search engines and answer engines control their own rankings. While we apply proven methods, we do not guarantee specific SEO outcomes, rankings or traffic levels.',
        ],
      },
      {
        heading: 'Governing Law',
        paragraphs: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.',
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Terms of Service', 1);
    await expectVisibleTexts(canvas, [
      'Services are billed monthly in advance.',
      'Payment is due upon receipt of invoice.',
      /30 days written notice/,
      /laws of the Province of Ontario/,
      /do not guarantee specific SEO outcomes/,
    ]);
  },
});
