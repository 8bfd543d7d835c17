import type { IconName } from '@northbeam/ui';
import { actions } from './actions';

export interface Service {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: [string, string, string, string, string];
}

export const servicesPage = {
  hero: {
    eyebrow: 'Our services',
    headline: 'SEO, AEO and GEO Services for Canadian Businesses',
    subtitle:
      'Six services, one goal: make your business the answer Canadians find, whether they search on Google, ask a voice assistant or chat with an AI.',
  },
  listHeading: 'What We Do',
  cardAction: { label: 'Get a Free Audit', href: '/contact#audit' },
  cta: {
    heading: 'Not Sure Where to Start?',
    text: 'A free audit shows which of our services will move your rankings fastest.',
    primary: { label: 'Request a Free Audit', href: '/contact#audit' },
    secondary: actions.pricing,
  },
};

export const services: Service[] = [
  {
    id: 'ai-seo',
    icon: 'sparkle',
    title: 'AI-Powered SEO Optimization',
    description:
      'Machine learning analyses your market, your competitors and search behaviour to find the changes that move rankings fastest.',
    features: [
      'AI keyword research and clustering',
      'Competitor gap analysis',
      'Predictive ranking models',
      'Automated on-page recommendations',
      'Monthly strategy reviews',
    ],
  },
  {
    id: 'aeo',
    icon: 'chat',
    title: 'Answer Engine Optimization (AEO)',
    description:
      'Get your business quoted as the answer in featured snippets, People Also Ask and voice assistants.',
    features: [
      'Question research for your market',
      'Featured snippet targeting',
      'FAQ and HowTo schema markup',
      'Voice search optimization',
      'Answer-first content formatting',
    ],
  },
  {
    id: 'geo',
    icon: 'layers',
    title: 'Generative Engine Optimization (GEO)',
    description:
      'Be cited by ChatGPT, Gemini, Copilot and Perplexity when Canadians ask about what you sell.',
    features: [
      'AI citation tracking',
      'Entity and brand optimization',
      'Source-worthy content creation',
      'Knowledge graph alignment',
      'Generative search reporting',
    ],
  },
  {
    id: 'local-seo',
    icon: 'mapPin',
    title: 'Local Canadian SEO',
    description:
      'Win the map pack and local results in every Canadian city you serve, in English and French.',
    features: [
      'Google Business Profile optimization',
      'Canadian directory citations',
      'City and neighbourhood landing pages',
      'Review generation strategy',
      'Bilingual local content',
    ],
  },
  {
    id: 'technical-seo',
    icon: 'code',
    title: 'Technical SEO Audits',
    description:
      'Find and fix what stops search engines and AI crawlers from reading, trusting and ranking your site.',
    features: [
      'Full crawl and indexation audit',
      'Core Web Vitals improvements',
      'Structured data validation',
      'Site architecture and internal links',
      'Prioritised fix list for developers',
    ],
  },
  {
    id: 'content',
    icon: 'pen',
    title: 'Content Strategy and Creation',
    description:
      'Expert-written content planned from search data, written for people and structured for machines.',
    features: [
      'Editorial calendar from search data',
      'Long-form articles and guides',
      'Service and city page copy',
      'French and English content',
      'Content refresh of existing pages',
    ],
  },
];
