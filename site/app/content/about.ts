import type { IconName } from '@northbeam/ui';
import { actions } from './actions';
import { clientRetention, trafficGrowth } from './figures';

/** Figures shared by the pricing, contact and about pages (spec section 9). */
export const impactStats = [
  { value: '500+', label: 'Businesses Served' },
  trafficGrowth,
  { value: '15M+', label: 'Keywords Ranked' },
  clientRetention,
];

export const about = {
  hero: {
    eyebrow: 'About Northbeam Search',
    headline: 'A Canadian Agency Built for the Age of AI Search',
    subtitle:
      'Since 2019 we have helped Canadian businesses rank on Google, in answer boxes and in AI-generated answers.',
  },
  storyHeading: 'Our Story',
  story: [
    'Northbeam Search was founded in Toronto in 2019 by search specialists who saw how quickly AI was changing the way Canadians find businesses.',
    'Traditional SEO agencies were still chasing ten blue links while customers asked voice assistants and chatbots for answers. We built our methods around answer engines and generative AI from the start.',
    'Today our team works from Toronto, Vancouver and Montréal, serving more than 500 businesses in English and French, from family-run shops to national brands.',
  ],
  impactHeading: 'Our Impact',
  impactLabel: 'Our impact in numbers',
  logosLabel: 'Client organisations',
  logosHeading: 'Some of the Businesses We Help',
  teamHeading: 'Meet the Team',
  team: [
    {
      name: 'Sarah Chen',
      role: 'Founder & CEO',
      description:
        'Fifteen years in search marketing, formerly leading SEO for a national retailer. Sarah sets the agency’s AI-first strategy.',
    },
    {
      name: 'Marc-André Tremblay',
      role: 'Head of Bilingual SEO',
      description:
        'Based in Montréal, Marc-André leads French and English campaigns for Quebec and national clients.',
    },
    {
      name: 'Priya Sharma',
      role: 'Director of AI Research',
      description:
        'Priya builds the models behind our keyword clustering, ranking predictions and AI citation tracking.',
    },
    {
      name: 'James Whitehorse',
      role: 'Head of Client Success',
      description:
        'From Vancouver, James makes sure every client has a clear plan, honest reporting and results they can see.',
    },
  ],
  valuesHeading: 'Our Values',
  values: [
    {
      icon: 'shield',
      title: 'Transparency',
      description: 'Clear pricing, honest reporting and no black-box tactics. You see what we do.',
    },
    {
      icon: 'lightbulb',
      title: 'Innovation',
      description: 'We test new AI search features first so our clients benefit early.',
    },
    {
      icon: 'heart',
      title: 'Canadian Focus',
      description:
        'We know Canadian markets, both official languages and the way Canadians search.',
    },
  ] satisfies { icon: IconName; title: string; description: string }[],
  reasonsHeading: 'Why Choose Northbeam Search',
  reasons: [
    {
      title: 'Proven Results',
      description: '250% average traffic increase in 6 months and 98% client retention.',
    },
    {
      title: 'Real Return on Investment',
      description: 'Clients see an average 8.5x ROI and $15,000 more revenue every month.',
    },
    {
      title: 'No Long Contracts',
      description: 'Month-to-month plans with no setup fees. We keep clients by delivering.',
    },
  ],
  cta: {
    heading: 'Ready to Grow With Us?',
    text: 'Tell us about your business and get a free audit with a custom strategy.',
    primary: actions.audit,
    secondary: actions.pricing,
  },
};
