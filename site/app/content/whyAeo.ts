import type { IconName } from '@northbeam/ui';

export const whyAeo = {
  hero: {
    eyebrow: 'Answer Engine Optimization',
    headline: 'Why AEO is Essential for Canadian Businesses',
    subtitle:
      'Search is becoming a conversation. When Canadians ask a question, answer engines give one answer. AEO makes sure it is yours.',
  },
  statsHeading: 'The Numbers Behind the Shift',
  statsLabel: 'The shift to answer engines',
  stats: [
    {
      value: '58%',
      label: 'of consumers use voice search daily',
      source: 'BrightLocal Voice Search Study',
    },
    {
      value: '73%',
      label: 'of searches will be zero-click by 2025',
      source: 'SparkToro / Similarweb',
    },
    { value: '4.2B', label: 'voice assistant users worldwide', source: 'Juniper Research' },
    { value: '127%', label: 'growth in AI searches', source: 'Semrush AI Search Report' },
  ],
  benefitsHeading: 'What AEO Does for Your Business',
  benefits: [
    {
      icon: 'target',
      title: 'Own the Featured Snippet',
      description:
        'Structured answers put your content in position zero, above every organic result.',
    },
    {
      icon: 'mic',
      title: 'Win Voice Search',
      description: 'Siri, Alexa and Google Assistant read one answer aloud. We make it yours.',
    },
    {
      icon: 'sparkle',
      title: 'Get Cited by AI',
      description: 'Answer-first content is what AI assistants quote and link to.',
    },
    {
      icon: 'star',
      title: 'Build Authority',
      description: 'Being the answer, again and again, makes your brand the trusted expert.',
    },
    {
      icon: 'bolt',
      title: 'Capture Zero-Click Searches',
      description: 'Even when nobody clicks, your name and phone number are what they see.',
    },
    {
      icon: 'trendingUp',
      title: 'Stay Ahead of Competitors',
      description:
        'Most Canadian businesses have not started AEO yet. Early movers take the answers.',
    },
  ] satisfies { icon: IconName; title: string; description: string }[],
  examplesHeading: 'Traditional Search vs Answer Engine Queries',
  examples: [
    {
      traditional: 'plumber toronto',
      aeo: 'Who is the best emergency plumber near me in Toronto open now?',
      explanation: 'Answer engines pick one business with clear hours, reviews and service areas.',
    },
    {
      traditional: 'seo cost canada',
      aeo: 'How much does SEO cost per month for a small business in Canada?',
      explanation: 'A page with a direct, structured price answer gets quoted.',
    },
    {
      traditional: 'best dentist vancouver',
      aeo: 'Which Vancouver dentist takes new patients and does Saturday appointments?',
      explanation: 'FAQ schema and up-to-date details make your practice the answer.',
    },
  ],
  cta: {
    heading: 'Make Your Business the Answer',
    text: 'Find out how answer engines see your business today with a free AEO audit.',
    primary: { label: 'Get Your Free AEO Audit', href: '/contact#audit' },
    secondary: { label: 'Explore Our Services', href: '/services' },
  },
};
