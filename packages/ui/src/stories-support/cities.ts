import type { CityCardData } from '../components/CityCard/CityCard';

/** The home page's nine cities, in route-table order (Toronto to Kitchener). */
export const homeCities: CityCardData[] = [
  {
    name: 'Toronto',
    province: 'Ontario',
    population: '2.9M',
    businesses: '285K+',
    growth: '+12%',
    href: '/toronto-seo',
    accent: 'primary',
    description:
      "Stand out in Canada's largest and most competitive market, from the Financial District to Scarborough.",
  },
  {
    name: 'Vancouver',
    province: 'British Columbia',
    population: '675K',
    businesses: '110K+',
    growth: '+15%',
    href: '/vancouver-seo',
    accent: 'accent',
    description:
      'Reach customers across Metro Vancouver, from tech start-ups to film studios and Pacific trade.',
  },
  {
    name: 'Montreal',
    province: 'Quebec',
    population: '1.8M',
    businesses: '160K+',
    growth: '+10%',
    href: '/montreal-seo',
    accent: 'success',
    description: 'Bilingual French and English SEO for a city where both languages drive search.',
  },
  {
    name: 'Calgary',
    province: 'Alberta',
    population: '1.3M',
    businesses: '95K+',
    growth: '+14%',
    href: '/calgary-seo',
    accent: 'critical',
    description:
      'Grow beyond energy with local SEO for Calgary’s booming tech, retail and service sectors.',
  },
  {
    name: 'Ottawa',
    province: 'Ontario',
    population: '1.0M',
    businesses: '70K+',
    growth: '+9%',
    href: '/ottawa-seo',
    accent: 'inverse',
    description:
      'Win contracts and customers in the capital, alongside 110K+ government employees.',
  },
  {
    name: 'Edmonton',
    province: 'Alberta',
    population: '1.0M',
    businesses: '75K+',
    growth: '+11%',
    href: '/edmonton-seo',
    accent: 'primary',
    description: 'Capture northern Alberta’s demand, from trades and health care to retail.',
  },
  {
    name: 'Winnipeg',
    province: 'Manitoba',
    population: '750K',
    businesses: '45K+',
    growth: '+8%',
    href: '/winnipeg-seo',
    accent: 'accent',
    description:
      'Be the first name Winnipeggers see for manufacturing, finance and local services.',
  },
  {
    name: 'Quebec City',
    province: 'Quebec',
    population: '550K',
    businesses: '35K+',
    growth: '+7%',
    href: '/quebec-city-seo',
    accent: 'success',
    description:
      'French-first SEO for the provincial capital, where the government sector is 25% of jobs.',
  },
  {
    name: 'Hamilton',
    province: 'Ontario',
    population: '570K',
    businesses: '40K+',
    growth: '+10%',
    href: '/hamilton-seo',
    accent: 'critical',
    description: 'Reach the Golden Horseshoe’s fast-growing steel, health and education economy.',
  },
  {
    name: 'Kitchener',
    province: 'Ontario',
    population: '260K',
    businesses: '25K+',
    growth: '+13%',
    href: '/kitchener-seo',
    accent: 'inverse',
    description: 'Compete with 1,500+ tech companies in the Waterloo Region innovation corridor.',
  },
];

/** A Quebec city's card figures; each story gives it the description its page would. */
export const troisRivieres = {
  name: 'Trois-Rivières',
  province: 'Québec',
  population: '135K+',
  businesses: '8K+',
  growth: '+6%',
  href: '/trois-rivieres-seo',
  accent: 'accent',
} satisfies Omit<CityCardData, 'description'>;

/** The towns around two cities, as a served-areas section lists them. */
export const guelphTowns =
  'Guelph, Fergus, Elora, Mount Forest, Drayton, Arthur, Palmerston, Harriston, Rockwood, Acton, Georgetown, Milton'.split(
    ', ',
  );
export const troisRivieresTowns =
  'Trois-Rivières, Shawinigan, Grand-Mère, La Tuque, Drummondville, Victoriaville, Bécancour, Nicolet, Louiseville, Saint-Tite, Sainte-Anne-de-la-Pérade, Cap-de-la-Madeleine'.split(
    ', ',
  );
