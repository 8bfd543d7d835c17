import { planComparison } from './planComparison';
import { citationBars, citedExample, type HomeAnswerPanel } from './answerPanel';
import { caseStudies, proofTexts, testimonials } from './proof';
import type { IconName } from '@northbeam/ui';

const { study: citedCase, client: citedClient } = citedExample(caseStudies, testimonials);

/** The hero's illustration: an AI answer that cites a client, and the dashboard that counts it. */
const answerPanel: HomeAnswerPanel = {
  caption:
    'an AI answer that cites a client’s site, and the reporting dashboard that counts those citations.',
  question: `Which ${citedClient.city} dentist can see me today for a broken tooth?`,
  answer: [
    {
      text: `In downtown ${citedClient.city}, ${citedClient.company} keeps same-day slots for emergencies every morning and posts its fees online.`,
      cites: [1],
    },
    { text: 'Call before you go: most clinics triage by phone first.', cites: [2, 3] },
  ],
  sources: [
    {
      title: `Same-day emergency dental care in ${citedClient.city}`,
      publisher: citedClient.company,
      client: true,
    },
    { title: 'What counts as a dental emergency?', publisher: 'A national health guide' },
    { title: `${citedClient.city} clinics open on weekends`, publisher: 'A city directory' },
  ],
  metric: {
    label: proofTexts.metrics.citations.label,
    note: proofTexts.metrics.citations.definition,
    bars: citationBars(citedCase, proofTexts.columns),
  },
  sample:
    'The AI answer in the home hero is an example written for the layout, citing the sample client of proof.ts: replace it with an answer an AI assistant gave that cites a client who agreed in writing to be shown, and that client’s figures from the reporting dashboard',
};

export const home = {
  hero: {
    eyebrow: 'AI-powered SEO · AEO · GEO for Canada',
    headline: 'Be the Answer Canadians Find — on Google and in AI Search',
    subtitle:
      'Northbeam Search combines AI-powered SEO, answer engine optimization and generative engine optimization to grow Canadian businesses in every major city.',
    primaryAction: { label: 'Start Your Growth Journey', href: '/contact' },
    secondaryAction: { label: 'View Pricing Plans', href: '/pricing' },
    trustLine: 'Trusted by 1,200+ Canadian businesses from Victoria to Halifax',
  },
  answerPanel,
  stats: [
    { value: '1,200+', label: 'Canadian Businesses' },
    { value: '340%', label: 'Average Traffic Growth' },
    { value: '21', label: 'Days To First Results' },
    { value: '15+', label: 'Major Cities' },
  ],
  statsHeading: 'Results Canadian Businesses Count On',
  statsLabel: 'Northbeam Search in numbers',
  logosLabel: 'Client organisations',
  featuresHeading: 'Everything You Need to Win Search in Canada',
  features: [
    {
      icon: 'sparkle',
      title: 'AI-Powered SEO',
      description:
        'Machine-learning models find the keywords, content gaps and technical fixes that move rankings fastest.',
    },
    {
      icon: 'chat',
      title: 'Answer Engine Optimization',
      description:
        'Structured answers and schema that get your business quoted in featured snippets and voice results.',
    },
    {
      icon: 'layers',
      title: 'Generative Engine Optimization',
      description:
        'Content that ChatGPT, Gemini and Perplexity cite when Canadians ask about your services.',
    },
    {
      icon: 'mapPin',
      title: 'Canadian Market Mastery',
      description:
        'Bilingual, city-by-city strategies built for Google.ca and the way Canadians search.',
    },
    {
      icon: 'chart',
      title: 'Real-Time Analytics Dashboard',
      description:
        'Rankings, traffic and leads in one live dashboard, with no waiting for a report.',
    },
    {
      icon: 'users',
      title: 'Dedicated Growth Team',
      description:
        'A strategist, a content lead and a technical specialist who know your business by name.',
    },
  ] satisfies { icon: IconName; title: string; description: string }[],
  logosHeading: 'Trusted by Canadian Organisations',
  /** Seconds each logo row waits before it slides (the spec's autoplay 2,000 ms and 4,000 ms). */
  logoDelays: [2, 4],
  citiesHeading: 'SEO Services Across Canada',
  citiesIntro: 'Local teams and local data for the cities where your customers search.',
  moreCities: {
    heading: 'Don’t See Your City?',
    text: 'We serve businesses everywhere in Canada. Tell us where you are and we will build a local plan.',
    action: { label: 'Contact Us', href: '/contact' },
  },
  pricingHeading: 'Plans That Grow With You',
  pricingIntro: 'Transparent monthly pricing in CAD. No setup fees, no long contracts.',
  pricingLink: { label: planComparison.heading, href: `/pricing#${planComparison.anchor}` },
  cta: {
    heading: 'Get Your Free SEO Audit',
    text: 'Find out in one report what stops you ranking on Google and in AI answers, and what to fix first.',
    action: { label: 'Get My Free Audit', href: '/contact#audit' },
  },
};

/** The logo carousel's names are invented: they stand in until real clients agree to be named. */
export const clientLogosSample =
  'The nine client names in the logo carousel are invented: replace them with clients who agreed in writing to be named';

/** Nine client organisations for the logo carousel (illustrative, local SVG wordmarks). */
export const clientLogos = [
  'Maple Ridge Dental',
  'Northern Lights Realty',
  'Harbourfront Legal',
  'Prairie Grain Co.',
  'Laurentian Outfitters',
  'Bay Street Advisory',
  'Okanagan Cellars',
  'Rideau Home Services',
  'Atlantic Marine Supply',
];
