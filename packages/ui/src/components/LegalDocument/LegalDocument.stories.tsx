import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDocument } from './LegalDocument';

const contact = {
  heading: 'Contact Us',
  intro: 'Questions about this document? Reach us at:',
  email: 'info@northbeam.example',
  phone: '+1 (416) 555-0142',
  address: 'Toronto, Ontario, Canada',
};

const meta = {
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
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  name: 'Privacy Policy',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: January 3, 2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@northbeam.example' })).toHaveAttribute(
      'href',
      'mailto:info@northbeam.example',
    );
    await expect(canvas.getByRole('link', { name: '+1 (416) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    await expect(canvas.getByText('Toronto, Ontario, Canada')).toBeVisible();
  },
};

export const TermsOfService: Story = {
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('Services are billed monthly in advance.')).toBeVisible();
    await expect(canvas.getByText('Payment is due upon receipt of invoice.')).toBeVisible();
    await expect(canvas.getByText(/30 days written notice/)).toBeVisible();
    await expect(canvas.getByText(/laws of the Province of Ontario/)).toBeVisible();
    await expect(canvas.getByText(/do not guarantee specific SEO outcomes/)).toBeVisible();
  },
};
