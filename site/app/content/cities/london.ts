import type { EnglishCity } from './types';

export const london: EnglishCity = {
  slug: 'london-seo',
  name: 'London',
  province: 'ON',
  provinceName: 'Ontario',
  population: 420_000,
  metro: 540_000,
  facts: [
    { label: 'Top Industries', value: 'Health, Education, Manufacturing' },
    { label: 'Western University Students', value: '40K+' },
  ],
  regionalKeyword: 'Southwestern Ontario SEO',
  headline: 'London, Ontario SEO That Reaches the Whole Southwest',
  subtitle:
    'Hospitals, universities, manufacturers and main-street shops: we help London businesses rank across Southwestern Ontario.',
  reasons: [
    {
      title: 'Disambiguate From London, UK',
      description:
        'Searches for “London” often return British results. Local schema and Ontario signals make sure Canadian customers find you.',
    },
    {
      title: 'A Student City',
      description:
        'Western and Fanshawe bring 60,000+ students. Mobile-first local search wins this young, always-online audience.',
    },
    {
      title: 'Regional Service Centre',
      description:
        'Rural Southwestern Ontario comes to London for healthcare, shopping and professional services. Service-area SEO reaches them.',
    },
  ],
  local: {
    economy:
      'Health care and education lead London’s economy: London Health Sciences Centre, Western University and Fanshawe College employ tens of thousands. Insurance (Canada Life has a large presence), food processing and defence manufacturing, where General Dynamics Land Systems builds armoured vehicles, complete the picture.',
    neighbourhoods:
      'Richmond Row, Old East Village, Wortley Village, Byron, Masonville and Old North each draw their own customers. The city also shares its name with London, England, and with a few other Londons, so a search for “London accountant” can return the wrong country.',
    faq: [
      {
        question: 'How do I stop competing with London, England?',
        answer:
          'Say where you are everywhere: “London, Ontario” in titles, your full address and postal code, and local landmarks. Google and AI assistants then match you to searches from here, not from the UK.',
      },
      {
        question: 'Is the student market worth targeting?',
        answer:
          'With more than 40,000 students between Western and Fanshawe, yes, in September and January above all. Rentals, food, fitness and services that students search for on their phones benefit most.',
      },
      {
        question: 'Should I target St. Thomas and Strathroy?',
        answer:
          'If you serve them, yes, with pages of their own. Residents of St. Thomas, Strathroy and Ilderton search with their own town’s name before they search for London.',
      },
    ],
  },
  coordinates: { latitude: 42.9849, longitude: -81.2453 },
  towns: [
    'London',
    'St. Thomas',
    'Strathroy',
    'Komoka',
    'Lambeth',
    'Dorchester',
    'Ilderton',
    'Thorndale',
    'Woodstock',
    'Ingersoll',
    'Aylmer',
    'Byron',
  ],
};
