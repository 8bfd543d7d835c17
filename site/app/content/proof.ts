/**
 * Proof: testimonials, case studies and the review rating. Every entry here is sample content
 * until a real client has agreed to be quoted: its `sample` note says so, the pages mark it
 * "Sample", and a production build refuses to run while one remains (scripts/build-env.mjs).
 */

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  /** The city as the page prints it, and the slug of its city page (cities/*.ts). */
  city: string;
  citySlug: string;
  /** The province's code as the city pages hold it: a city without its own quote shows its region's. */
  province: string;
  /** Present while the quote is an example, not a client's words: what replaces it. */
  sample?: string;
}

/** What a case study's figures count: one definition for every case. */
export type CaseMetric = 'sessions' | 'leads' | 'citations';

export interface CaseStudy {
  slug: string;
  title: string;
  /** The kind of client, never a name the client has not agreed to. */
  clientType: string;
  city: string;
  citySlug: string;
  startingPoint: string;
  work: string[];
  /** Monthly figures: the month before the work started, then months 3, 6 and 12. */
  results: Record<CaseMetric, { before: number; month3: number; month6: number; month12: number }>;
  testimonialId: string;
  sample?: string;
}

const sampleQuote =
  'An example quote written for the layout: replace it with a client’s own words and their written consent to publish them';
const sampleCase =
  'An example case written for the layout: replace it with a real client’s figures from the reporting dashboard and their consent';

export const testimonials: Testimonial[] = [
  {
    id: 'toronto-dental',
    quote:
      'Within six months new patients were finding us on Google and in ChatGPT answers. We stopped paying for directory listings.',
    name: 'Dr. Anita Rao',
    role: 'Owner',
    company: 'Maple Ridge Dental',
    city: 'Toronto',
    citySlug: 'toronto-seo',
    province: 'ON',
    sample: sampleQuote,
  },
  {
    id: 'montreal-legal',
    quote:
      'They wrote our French and English pages as two originals, not a translation. Enquiries from Quebec doubled.',
    name: 'Julien Gagnon',
    role: 'Managing Partner',
    company: 'Gagnon Avocats',
    city: 'Montréal',
    citySlug: 'montreal-seo',
    province: 'QC',
    sample: sampleQuote,
  },
  {
    id: 'vancouver-trades',
    quote:
      'Every month we see which searches brought a call. The reporting is the first we have actually read.',
    name: 'Kevin Li',
    role: 'Operations Manager',
    company: 'Coastline Plumbing',
    city: 'Vancouver',
    citySlug: 'vancouver-seo',
    province: 'BC',
    sample: sampleQuote,
  },
];

export const caseStudies: CaseStudy[] = [
  {
    slug: 'toronto-dental-clinic',
    title: 'A Toronto dental clinic cited in AI answers',
    clientType: 'Dental clinic, two locations',
    city: 'Toronto',
    citySlug: 'toronto-seo',
    startingPoint:
      'A five-year-old website on page three for “dentist near me” in its own neighbourhood, and never named by an AI assistant.',
    work: [
      'Rebuilt the service pages around the questions patients ask, with FAQ schema',
      'Cleaned up 40 inconsistent directory listings and the Google Business Profile',
      'Published a monthly answer-style article on costs, insurance and emergencies',
    ],
    results: {
      sessions: { before: 1200, month3: 1650, month6: 2900, month12: 4300 },
      leads: { before: 18, month3: 26, month6: 44, month12: 61 },
      citations: { before: 0, month3: 2, month6: 9, month12: 17 },
    },
    testimonialId: 'toronto-dental',
    sample: sampleCase,
  },
  {
    slug: 'montreal-law-firm',
    title: 'A Montréal law firm found in both languages',
    clientType: 'Law firm, 12 lawyers',
    city: 'Montréal',
    citySlug: 'montreal-seo',
    startingPoint:
      'An English-only site with a machine-translated French version that ranked for nothing in Quebec.',
    work: [
      'Wrote French pages from scratch for each practice area, with their own keywords',
      'Set up hreflang, bilingual structured data and a French Google Business Profile',
      'Answered the 30 most-asked legal questions in both languages',
    ],
    results: {
      sessions: { before: 800, month3: 1100, month6: 1900, month12: 3100 },
      leads: { before: 9, month3: 12, month6: 19, month12: 27 },
      citations: { before: 0, month3: 1, month6: 5, month12: 11 },
    },
    testimonialId: 'montreal-legal',
    sample: sampleCase,
  },
];

/** The review rating shown beside the proof: its average, how many reviews, and where they are. */
export const rating = {
  value: 4.9,
  count: 127,
  source: 'Google Business Profile reviews',
  sample:
    'An example rating: replace it with the Google Business Profile’s current average and count',
};

export const proofTexts = {
  heading: 'What Our Clients Say',
  /** {value} and {count} are the rating's figures, formatted for the page's locale. */
  ratingLabel: 'Rated {value} out of 5 from {count} reviews',
  metrics: {
    sessions: {
      label: 'Organic sessions',
      definition: 'Visits from unpaid search results in a month (Google Analytics 4)',
    },
    leads: {
      label: 'Leads',
      definition: 'Calls, forms and bookings from search in a month',
    },
    citations: {
      label: 'AI-answer citations',
      definition:
        'Times ChatGPT, Gemini, Perplexity or Google’s AI Overviews named the client in a month, across 50 tracked questions',
    },
  } satisfies Record<CaseMetric, { label: string; definition: string }>,
  columns: {
    metric: 'Measure',
    before: 'Before',
    month3: '3 months',
    month6: '6 months',
    month12: '12 months',
  },
  startingPoint: 'Starting point',
  work: 'What we did',
  results: 'Results',
  readCase: 'Read the case study',
  allCases: 'All case studies',
  casesPage: {
    sampleNote:
      'Sample: an example case, to be replaced by a real client’s before the site goes live.',
    title: 'Case Studies',
    intro:
      'What changed for Canadian businesses, month by month: organic sessions, leads and citations in AI answers.',
  },
};
