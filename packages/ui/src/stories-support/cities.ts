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

const french = (city: string) => `/fr/referencement-${city}`;

/** The same nine cities as the French home page shows them. */
export const homeCitiesFr: CityCardData[] = [
  {
    ...homeCities[0]!,
    population: '2,9 M',
    businesses: '285 000+',
    growth: '+12 %',
    href: french('toronto'),
    description:
      'Démarquez-vous dans le marché le plus vaste et le plus concurrentiel du Canada, du quartier financier à Scarborough.',
  },
  {
    ...homeCities[1]!,
    province: 'Colombie-Britannique',
    population: '675 000',
    businesses: '110 000+',
    growth: '+15 %',
    href: french('vancouver'),
    description:
      'Joignez vos clients partout dans le Grand Vancouver, des jeunes pousses techno aux studios de cinéma et au commerce du Pacifique.',
  },
  {
    ...homeCities[2]!,
    name: 'Montréal',
    province: 'Québec',
    population: '1,8 M',
    businesses: '160 000+',
    growth: '+10 %',
    href: french('montreal'),
    description:
      'Un référencement bilingue, en français et en anglais, pour une ville où les deux langues mènent la recherche.',
  },
  {
    ...homeCities[3]!,
    population: '1,3 M',
    businesses: '95 000+',
    growth: '+14 %',
    href: french('calgary'),
    description:
      'Croissez au-delà de l’énergie grâce au SEO local pour les secteurs en plein essor de la techno, du commerce de détail et des services.',
  },
  {
    ...homeCities[4]!,
    population: '1,0 M',
    businesses: '70 000+',
    growth: '+9 %',
    href: french('ottawa'),
    description:
      'Décrochez des contrats et des clients dans la capitale, aux côtés de plus de 110 000 fonctionnaires.',
  },
  {
    ...homeCities[5]!,
    population: '1,0 M',
    businesses: '75 000+',
    growth: '+11 %',
    href: french('edmonton'),
    description:
      'Répondez à la demande du nord de l’Alberta, des métiers et des soins de santé au commerce de détail.',
  },
  {
    ...homeCities[6]!,
    population: '750 000',
    businesses: '45 000+',
    growth: '+8 %',
    href: french('winnipeg'),
    description:
      'Soyez le premier nom que voient les Winnipégois pour la fabrication, la finance et les services locaux.',
  },
  {
    ...homeCities[7]!,
    name: 'Québec',
    province: 'Québec',
    population: '550 000',
    businesses: '35 000+',
    growth: '+7 %',
    href: french('quebec'),
    description:
      'Un référencement d’abord en français pour la capitale nationale, où l’administration publique représente 25 % des emplois.',
  },
  {
    ...homeCities[8]!,
    population: '570 000',
    businesses: '40 000+',
    growth: '+10 %',
    href: french('hamilton'),
    description:
      'Faites-vous connaître dans l’économie en croissance de Hamilton : acier, santé et éducation.',
  },
  {
    ...homeCities[9]!,
    population: '260 000',
    businesses: '25 000+',
    growth: '+13 %',
    href: french('kitchener'),
    description:
      'Rivalisez avec plus de 1 500 entreprises techno dans le corridor d’innovation de la région de Waterloo.',
  },
];
