import type { IconName } from '@northbeam/ui';
import { phoneSample } from './samplePhone';
import { site } from './site';
import { actions } from './actions';

export const contact = {
  hero: {
    eyebrow: 'Contact us',
    headline: 'Get Your Free SEO Audit',
    subtitle: `Tell us about your business. You get a first reply within ${site.replyHours.firstReply} hours and your custom SEO strategy within ${site.replyHours.strategy} hours.`,
  },
  channelsHeading: 'Talk to Us',
  channels: [
    {
      icon: 'mail',
      title: 'Email Us',
      detail: site.email,
      href: `mailto:${site.email}`,
      note: `First reply within ${site.replyHours.firstReply} hours`,
    },
    {
      icon: 'phone',
      title: 'Call Us',
      detail: site.phone,
      href: site.phoneHref,
      note: 'Monday to Friday, 9 AM to 6 PM EST',
      sample: phoneSample,
    },
    {
      icon: 'chat',
      title: 'Live Chat',
      detail: 'Chat with a strategist',
      note: '9 AM to 9 PM EST, Monday to Friday',
    },
  ] satisfies {
    icon: IconName;
    title: string;
    detail: string;
    href?: string;
    note?: string;
    /** The sample-content note of a detail still to be replaced: it shows a "Sample" mark. */
    sample?: string;
  }[],
  formHeading: 'Request Your Free Audit',
  /** Under the form's heading: what the free audit holds and how long it takes. */
  auditIncludes: [
    'A review of your site’s technical health, rankings and local listings (Google Business Profile and directories).',
    'How often ChatGPT, Gemini and Perplexity cite you today, beside your three closest competitors.',
    'A written plan with priorities and the plan that fits, within 3 business days, then a 30-minute call to go through it.',
  ],
  officesHeading: 'Our Offices',
  country: 'Canada',
  noScript: `Without JavaScript, e-mail us at ${site.email} or call ${site.phone}.`,
  faqHeading: 'Frequently Asked Questions',
  faq: [
    {
      question: 'How quickly will I see results?',
      answer:
        'Most clients see first movements within 21 days and clear results in 30 to 60 days, depending on competition in their market.',
    },
    {
      question: 'Do you require a long-term contract?',
      answer:
        'No. All plans are month-to-month with no setup fees. You can cancel with 30 days written notice.',
    },
    {
      question: 'What is the difference between SEO, AEO and GEO?',
      answer:
        'SEO ranks your pages in search results, AEO gets your business quoted as the direct answer in snippets and voice search, and GEO gets you cited by generative AI tools such as ChatGPT and Gemini.',
    },
    {
      question: 'Do you offer French-language SEO?',
      answer:
        'Yes. Our Montréal team runs bilingual French and English campaigns for Quebec and national clients.',
    },
    {
      question: 'Which cities do you serve?',
      answer:
        'We serve businesses across Canada, with dedicated local strategies for 26 cities from Victoria to Halifax.',
    },
    {
      question: 'How do you report on progress?',
      answer:
        'You get a live analytics dashboard plus regular reports (monthly, bi-weekly or weekly depending on your plan) and a strategy call.',
    },
  ],
  cta: {
    heading: 'Prefer to Compare Plans First?',
    text: 'Over 500 businesses trust us, with a 98% retention rate. See what each plan includes.',
    primary: actions.pricing,
    secondary: actions.services,
  },
};
