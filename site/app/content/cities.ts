import { enAtLeast, frAtLeast, frPercent } from '../lib/frenchTypography';

/**
 * The 26 city landing pages (spec section 2: the route table lists 26; its count of 27 counts
 * Trois-Rivières twice). Figures are rounded public estimates (2021 census, city and CMA), shown as
 * static text; where the spec fixes a figure, the spec's figure is used.
 */
export type Lang = 'en-CA' | 'fr-CA';

export interface CityStat {
  label: string;
  value: string;
  /** Only where the card's language differs from its section's (e.g. a spec label kept in English). */
  lang?: Lang;
}

export interface CityReason {
  title: string;
  description: string;
}

/** A phrase in another language than the text around it, e.g. an English search on a French page. */
export interface Phrase {
  text: string;
  lang: Lang;
}

interface CityHomeCard {
  businesses: string;
  growth: string;
  description: string;
}

interface CityBase {
  slug: string;
  /** English name: navigation, the English home cards and the English pages. */
  name: string;
  /** Province or territory code, as used in the keyword 'SEO services {City} {code}'. */
  province: string;
  provinceName: string;
  /** City population (2021 census or the spec's figure); pages show it rounded down ('545K+'). */
  population: number;
  /** Census metropolitan area (or agglomeration) population, shown the same way. */
  metro: number;
  /** Twelve served towns or areas, by their official names. */
  towns: string[];
  home?: CityHomeCard;
}

/** An English-language market: the page's copy is English (spec: 'The rest is English'). */
export interface EnglishCity extends CityBase {
  lang?: undefined;
  facts: [CityStat, CityStat];
  /** The regional keyword phrase (the sixth tile). */
  regionalKeyword: string;
  headline: string;
  subtitle: string;
  reasons: [CityReason, CityReason, CityReason];
}

/**
 * A Quebec market: the page leads in French, written for it rather than translated. French text is
 * typed with ordinary spaces; `cityPage()` sets Quebec punctuation spacing and formats the figures.
 */
export interface QuebecCity extends CityBase {
  lang: 'fr-CA';
  /** Montréal: French first, then the same offer in English, each part tagged. */
  bilingual?: true;
  fr: {
    /** The city's French name: 'Montréal', 'Québec'. */
    name: string;
    /** The region after « pour {name} et … » in the closing banner: 'la Mauricie'. */
    region: string;
    title: string;
    description: string;
    headline: string;
    subtitle: string;
    /** The two city facts of the stat cards (population and metro area come from the figures). */
    facts: [CityStat, CityStat];
    reasons: [CityReason, CityReason, CityReason];
    /** Six searches people in this market type: French, or English phrases tagged as such. */
    keywords: [KeywordTile, KeywordTile, KeywordTile, KeywordTile, KeywordTile, KeywordTile];
    /** Heading of the served areas when they reach past one region. */
    areasHeading?: string;
  };
  /** Where two sources disagree, the other reading of the figures (spec: Trois-Rivières). */
  otherReading?: { population: number; metro: number };
  en: {
    /** The hero's English line, for the bilingual work the page sells. */
    line: string;
    /** Montréal: the offer in English, after the French sections. */
    section?: { heading: string; text: string };
  };
}

export type KeywordTile = string | Phrase;

export type City = EnglishCity | QuebecCity;

export const cities: City[] = [
  {
    slug: 'toronto-seo',
    name: 'Toronto',
    province: 'ON',
    provinceName: 'Ontario',
    population: 2_800_000,
    metro: 6_200_000,
    facts: [
      { label: 'Top Industries', value: 'Finance, Tech, Film' },
      { label: 'Corporate Head Offices', value: '1,000+' },
    ],
    regionalKeyword: 'GTA search engine optimization',
    headline: 'Toronto SEO That Wins Canada’s Most Competitive Market',
    subtitle:
      'From Bay Street finance to Liberty Village start-ups, we help Toronto businesses rank on Google, answer engines and AI assistants across the GTA.',
    reasons: [
      {
        title: 'The Busiest Search Market in Canada',
        description:
          'More head offices and more competitors than any other Canadian city mean page-one rankings in Toronto are earned with data, not guesswork.',
      },
      {
        title: 'Neighbourhood-Level Local SEO',
        description:
          'Searchers look for services in North York, Scarborough or the Annex, not just “Toronto”. We build pages and profiles for each part of the city you serve.',
      },
      {
        title: 'A Multilingual City',
        description:
          'Half of Torontonians were born outside Canada. Content planned for multilingual audiences reaches customers that competitors ignore.',
      },
    ],
    towns: [
      'Toronto',
      'North York',
      'Scarborough',
      'Etobicoke',
      'Mississauga',
      'Brampton',
      'Vaughan',
      'Markham',
      'Richmond Hill',
      'Oakville',
      'Pickering',
      'Ajax',
    ],
    home: {
      businesses: '250K+',
      growth: '+2.3%',
      description: 'Canada’s financial capital and its most competitive search market.',
    },
  },
  {
    slug: 'vancouver-seo',
    name: 'Vancouver',
    province: 'BC',
    provinceName: 'British Columbia',
    population: 660_000,
    metro: 2_600_000,
    facts: [
      { label: 'Top Industries', value: 'Film, Tech, Trade' },
      { label: 'Port Trade', value: '$275B+ a year' },
    ],
    regionalKeyword: 'Lower Mainland SEO agency',
    headline: 'Vancouver SEO for a Pacific Gateway Economy',
    subtitle:
      'Tech studios, film production, tourism and trade: we put Vancouver businesses in front of customers searching across Metro Vancouver and the Pacific Rim.',
    reasons: [
      {
        title: 'Tech and Film Set the Bar',
        description:
          'Vancouver’s digital-first industries raise expectations for every website. Fast, well-structured pages are the minimum to compete.',
      },
      {
        title: 'Asia-Pacific Reach',
        description:
          'Canada’s largest port links Vancouver to Asia. We plan content for international searchers as well as local ones.',
      },
      {
        title: 'Tourism Searches All Year',
        description:
          'Visitors plan trips through search and AI assistants. Structured data and reviews turn those questions into bookings.',
      },
    ],
    towns: [
      'Vancouver',
      'Burnaby',
      'Richmond',
      'Surrey',
      'North Vancouver',
      'West Vancouver',
      'Coquitlam',
      'New Westminster',
      'Delta',
      'Langley',
      'Port Moody',
      'Maple Ridge',
    ],
    home: {
      businesses: '110K+',
      growth: '+4.9%',
      description: 'Pacific gateway with thriving tech, film and tourism industries.',
    },
  },
  {
    slug: 'montreal-seo',
    name: 'Montreal',
    province: 'QC',
    provinceName: 'Quebec',
    population: 1_762_949,
    metro: 4_291_732,
    lang: 'fr-CA',
    bilingual: true,
    fr: {
      name: 'Montréal',
      region: 'toute sa région métropolitaine',
      title: 'Agence SEO à Montréal : référencement web bilingue | Northbeam Search',
      description:
        'Référencement web, AEO et GEO à Montréal, en français et en anglais : des stratégies de recherche locale pour les entreprises de Laval, de Longueuil, de Brossard et de tout le Grand Montréal.',
      headline: 'Référencement web à Montréal, en français et en anglais',
      subtitle:
        'Vos clients montréalais cherchent dans les deux langues. Nous bâtissons des campagnes SEO, AEO et GEO bilingues qui se positionnent sur Google.ca et dans les réponses des assistants IA, en français comme en anglais.',
      facts: [
        { label: 'Secteurs clés', value: 'Aérospatiale, IA, jeu vidéo' },
        { label: 'Résidents bilingues', value: `${frPercent(55)}+` },
      ],
      reasons: [
        {
          title: 'Deux langues, deux marchés',
          description:
            'Une recherche en français et la même en anglais ne donnent pas les mêmes résultats. Nous optimisons chaque version de votre site pour ses propres requêtes.',
        },
        {
          title: 'Un pôle mondial de l’IA',
          description:
            'Montréal accueille Mila et des centaines d’entreprises en intelligence artificielle. Vos clients consultent déjà les moteurs de réponse : faites-y citer votre entreprise.',
        },
        {
          title: 'Conforme à la loi 96',
          description:
            'La Charte de la langue française demande que la version française de votre site soit offerte dans des conditions « au moins aussi favorables » que la version anglaise. Nous bâtissons un site bilingue conforme, dont chaque version se positionne sur ses propres recherches.',
        },
      ],
      keywords: [
        'Agence SEO Montréal',
        { text: 'Montreal SEO company', lang: 'en-CA' },
        'Référencement web Montréal',
        { text: 'SEO services Montreal QC', lang: 'en-CA' },
        'Création de site web Montréal',
        'Référencement web Laval',
      ],
    },
    en: {
      line: 'Montreal SEO in French and English: bilingual campaigns that rank on Google.ca and in AI answers.',
      section: {
        heading: 'Montreal SEO in English',
        text: 'Your English-speaking customers search differently from your French-speaking ones. We write and optimise your English pages alongside the French version the law requires, so each one ranks for its own searches across Montreal, Laval and the South Shore.',
      },
    },
    towns: [
      'Montréal',
      'Laval',
      'Longueuil',
      'Brossard',
      'Terrebonne',
      'Repentigny',
      'Saint-Jérôme',
      'Blainville',
      'Dollard-des-Ormeaux',
      'Pointe-Claire',
      'Boucherville',
      'Châteauguay',
    ],
    home: {
      businesses: '170K+',
      growth: '+3.4%',
      description: 'Bilingual hub for aerospace, AI research and creative industries.',
    },
  },
  {
    slug: 'calgary-seo',
    name: 'Calgary',
    province: 'AB',
    provinceName: 'Alberta',
    population: 1_300_000,
    metro: 1_500_000,
    facts: [
      { label: 'Top Industries', value: 'Energy, Finance, Tech' },
      { label: 'Corporate Head Offices', value: '110+' },
    ],
    regionalKeyword: 'Southern Alberta SEO services',
    headline: 'Calgary SEO for an Economy on the Move',
    subtitle:
      'Energy, finance, logistics and a fast-growing tech scene: we help Calgary companies rank where their next customers and hires are searching.',
    reasons: [
      {
        title: 'Head Offices Per Capita',
        description:
          'Calgary has more corporate head offices per person than any other Canadian city. B2B search is fierce, and authority content wins it.',
      },
      {
        title: 'A Diversifying Economy',
        description:
          'New tech and clean-energy firms arrive every year. Early search visibility lets newcomers compete with established names.',
      },
      {
        title: 'Young, Mobile Searchers',
        description:
          'Calgary has one of the youngest populations among big Canadian cities, and it searches on phones first. We build for mobile speed.',
      },
    ],
    towns: [
      'Calgary',
      'Airdrie',
      'Cochrane',
      'Chestermere',
      'Okotoks',
      'Strathmore',
      'High River',
      'Canmore',
      'Banff',
      'Crossfield',
      'Black Diamond',
      'Turner Valley',
    ],
    home: {
      businesses: '90K+',
      growth: '+5.5%',
      description: 'Energy and head-office capital with a fast-growing tech sector.',
    },
  },
  {
    slug: 'ottawa-seo',
    name: 'Ottawa',
    province: 'ON',
    provinceName: 'Ontario',
    population: 1_000_000,
    metro: 1_400_000,
    facts: [
      { label: 'Government Employees', value: '110K+' },
      { label: 'Top Industries', value: 'Government, Tech, Health' },
    ],
    regionalKeyword: 'National Capital Region SEO',
    headline: 'Ottawa SEO for the Capital Region',
    subtitle:
      'Government suppliers, Kanata tech firms and local services: we help Ottawa businesses reach buyers on both sides of the river, in English and French.',
    reasons: [
      {
        title: 'Selling to Government',
        description:
          'With 110K+ government employees, procurement teams research suppliers online. Clear service pages and proof of expertise get you on the shortlist.',
      },
      {
        title: 'Kanata North Tech Park',
        description:
          'Canada’s largest tech park competes for customers and talent worldwide. Technical SEO keeps complex product sites discoverable.',
      },
      {
        title: 'Bilingual Capital',
        description:
          'Gatineau is minutes away and many searches are in French. We plan bilingual pages that reach the whole National Capital Region.',
      },
    ],
    towns: [
      'Ottawa',
      'Gatineau',
      'Kanata',
      'Orléans',
      'Nepean',
      'Barrhaven',
      'Gloucester',
      'Stittsville',
      'Manotick',
      'Rockland',
      'Carleton Place',
      'Arnprior',
    ],
    home: {
      businesses: '60K+',
      growth: '+8.9%',
      description: 'The nation’s capital, with government and a strong tech sector.',
    },
  },
  {
    slug: 'edmonton-seo',
    name: 'Edmonton',
    province: 'AB',
    provinceName: 'Alberta',
    population: 1_000_000,
    metro: 1_400_000,
    facts: [
      { label: 'Top Industries', value: 'Energy, Logistics, Health' },
      { label: 'Post-Secondary Students', value: '60K+' },
    ],
    regionalKeyword: 'Edmonton Metro Region SEO',
    headline: 'Edmonton SEO for Alberta’s Capital',
    subtitle:
      'From energy services to health research and logistics, we help Edmonton businesses win local search and the AI answers their customers trust.',
    reasons: [
      {
        title: 'Gateway to the North',
        description:
          'Edmonton supplies the oil sands and northern communities. Service-area SEO reaches buyers far beyond the city limits.',
      },
      {
        title: 'A Research City',
        description:
          'The University of Alberta and Amii make Edmonton an AI research centre. Evidence-rich content earns citations from answer engines.',
      },
      {
        title: 'Fast Population Growth',
        description:
          'Edmonton grew more than 8% in five years. New residents search for every service from scratch: be the first result they find.',
      },
    ],
    towns: [
      'Edmonton',
      'St. Albert',
      'Sherwood Park',
      'Spruce Grove',
      'Leduc',
      'Fort Saskatchewan',
      'Stony Plain',
      'Beaumont',
      'Devon',
      'Morinville',
      'Nisku',
      'Gibbons',
    ],
    home: {
      businesses: '75K+',
      growth: '+8.3%',
      description: 'Alberta’s capital and gateway to the North’s energy economy.',
    },
  },
  {
    slug: 'winnipeg-seo',
    name: 'Winnipeg',
    province: 'MB',
    provinceName: 'Manitoba',
    population: 750_000,
    metro: 830_000,
    facts: [
      { label: 'Top Industries', value: 'Manufacturing, Transport, Agri-food' },
      { label: 'Share of Manitobans', value: '60%+' },
    ],
    regionalKeyword: 'Manitoba digital marketing agency',
    headline: 'Winnipeg SEO at the Heart of the Continent',
    subtitle:
      'Manufacturers, transport firms and local businesses across Manitoba rely on us to rank in Winnipeg search and in AI-generated answers.',
    reasons: [
      {
        title: 'Most of Manitoba in One City',
        description:
          'More than 60% of Manitobans live in the Winnipeg region, so ranking here reaches most of the province’s buyers.',
      },
      {
        title: 'A Transport Hub',
        description:
          'CentrePort and three rail lines make Winnipeg a logistics centre. B2B buyers across Canada search for its suppliers.',
      },
      {
        title: 'Loyal Local Customers',
        description:
          'Winnipeggers favour local businesses they can find and trust. Reviews and Google Business Profile work pay off fast.',
      },
    ],
    towns: [
      'Winnipeg',
      'St. Boniface',
      'Transcona',
      'St. Vital',
      'Headingley',
      'East St. Paul',
      'West St. Paul',
      'Selkirk',
      'Steinbach',
      'Stonewall',
      'Oakbank',
      'Niverville',
    ],
    home: {
      businesses: '40K+',
      growth: '+6.3%',
      description: 'Manitoba’s economic hub for manufacturing and transport.',
    },
  },
  {
    slug: 'quebec-city-seo',
    name: 'Quebec City',
    province: 'QC',
    provinceName: 'Quebec',
    population: 549_459,
    metro: 839_311,
    lang: 'fr-CA',
    fr: {
      name: 'Québec',
      region: 'sa région',
      title: 'Agence SEO à Québec : référencement web bilingue | Northbeam Search',
      description:
        'Référencement web, AEO et GEO à Québec : des stratégies de recherche locale, en français et en anglais, pour les entreprises de Sainte-Foy, de Charlesbourg, de Lévis et de toute la région de Québec.',
      headline: 'Référencement web bilingue à Québec',
      subtitle:
        'Capitale administrative, siège de grands assureurs, destination touristique : le marché de Québec a ses propres règles. Nous aidons les entreprises d’ici à se positionner en français et en anglais, sur Google comme dans les moteurs de réponse.',
      facts: [
        { label: 'Emplois du secteur public', value: frPercent(25) },
        { label: 'Secteurs clés', value: 'Administration publique, assurances, tourisme' },
      ],
      reasons: [
        {
          title: 'Le français d’abord, l’anglais aussi',
          description:
            'La grande majorité des recherches se font en français, mais les touristes et la clientèle d’affaires de l’extérieur cherchent en anglais. Nous couvrons les deux.',
        },
        {
          title: 'Une capitale administrative',
          description:
            'Le secteur public compte pour 25 % des emplois. Beaucoup de vos clients travaillent pour l’État ou avec lui : des pages de services claires, à jour et bien structurées les aident à vous trouver.',
        },
        {
          title: 'Tourisme toute l’année',
          description:
            'Du Carnaval au Vieux-Québec, les visiteurs planifient leur séjour en ligne. Données structurées et avis clients transforment leurs recherches en réservations.',
        },
      ],
      keywords: [
        'Agence SEO Québec',
        'Référencement web Québec',
        'Référencement local Québec',
        'Création de site web Québec',
        { text: 'SEO services Quebec City QC', lang: 'en-CA' },
        'Référencement web Lévis',
      ],
    },
    en: {
      line: 'Bilingual French and English SEO for Quebec City businesses and the visitors they serve.',
    },
    towns: [
      'Québec',
      'Lévis',
      'Sainte-Foy',
      'Charlesbourg',
      'Beauport',
      'L’Ancienne-Lorette',
      'Saint-Augustin-de-Desmaures',
      'Boischatel',
      'Stoneham-et-Tewkesbury',
      'Lac-Beauport',
      'Sainte-Catherine-de-la-Jacques-Cartier',
      'Saint-Nicolas',
    ],
    home: {
      businesses: '35K+',
      growth: '+3.3%',
      description: 'Historic provincial capital where French-language SEO leads.',
    },
  },
  {
    slug: 'hamilton-seo',
    name: 'Hamilton',
    province: 'ON',
    provinceName: 'Ontario',
    population: 570_000,
    metro: 780_000,
    facts: [
      { label: 'Top Industries', value: 'Steel, Healthcare, Education' },
      { label: 'McMaster Students', value: '35K+' },
    ],
    regionalKeyword: 'Golden Horseshoe SEO agency',
    headline: 'Hamilton SEO for a City Reinventing Itself',
    subtitle:
      'Healthcare, advanced manufacturing and a growing creative scene: we help Hamilton businesses win searches from the Escarpment to the waterfront.',
    reasons: [
      {
        title: 'From Steel Town to Health Hub',
        description:
          'Healthcare is now Hamilton’s largest employer. Trustworthy, expert content is what ranks for health-related searches.',
      },
      {
        title: 'Newcomers From the GTA',
        description:
          'Thousands move from Toronto every year. They search for new dentists, trades and restaurants: local SEO puts you first.',
      },
      {
        title: 'Between Toronto and Niagara',
        description:
          'Hamilton sits in the middle of the Golden Horseshoe. Service-area pages reach customers in Burlington, Grimsby and beyond.',
      },
    ],
    towns: [
      'Hamilton',
      'Burlington',
      'Stoney Creek',
      'Ancaster',
      'Dundas',
      'Waterdown',
      'Grimsby',
      'Binbrook',
      'Flamborough',
      'Glanbrook',
      'Mount Hope',
      'Caledonia',
    ],
    home: {
      businesses: '30K+',
      growth: '+6.0%',
      description: 'Golden Horseshoe city of healthcare and advanced manufacturing.',
    },
  },
  {
    slug: 'kitchener-seo',
    name: 'Kitchener',
    province: 'ON',
    provinceName: 'Ontario',
    population: 255_000,
    metro: 575_000,
    facts: [
      { label: 'Tech Companies', value: '1,500+' },
      { label: 'Top Industries', value: 'Tech, Insurance, Manufacturing' },
    ],
    regionalKeyword: 'Waterloo Region SEO',
    headline: 'Kitchener SEO for Canada’s Tech Corridor',
    subtitle:
      'With 1,500+ tech companies in the Toronto–Waterloo corridor, Kitchener businesses need search strategies as sharp as their products.',
    reasons: [
      {
        title: 'A Start-Up Density Few Match',
        description:
          'Communitech and 1,500+ tech firms compete for attention. Technical SEO and thought-leadership content set you apart.',
      },
      {
        title: 'Talent Searches Too',
        description:
          'Recruiting engineers starts with search. Employer pages that rank help you hire from Waterloo’s universities.',
      },
      {
        title: 'Tri-City Reach',
        description:
          'Kitchener, Waterloo and Cambridge act as one market. We target all three without duplicate content.',
      },
    ],
    towns: [
      'Kitchener',
      'Waterloo',
      'Cambridge',
      'Guelph',
      'Elmira',
      'New Hamburg',
      'Baden',
      'St. Jacobs',
      'Breslau',
      'Ayr',
      'Wellesley',
      'Stratford',
    ],
  },
  {
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
  },
  {
    slug: 'halifax-seo',
    name: 'Halifax',
    province: 'NS',
    provinceName: 'Nova Scotia',
    population: 440_000,
    metro: 465_000,
    facts: [
      { label: 'Top Industries', value: 'Defence, Ocean Tech, Ports' },
      { label: 'Universities', value: '6' },
    ],
    regionalKeyword: 'Atlantic Canada SEO agency',
    headline: 'Halifax SEO for Atlantic Canada’s Largest City',
    subtitle:
      'Ocean tech, defence, shipping and tourism: we help Halifax businesses win search across Nova Scotia and the Maritimes.',
    reasons: [
      {
        title: 'The Atlantic Hub',
        description:
          'Halifax serves all of Atlantic Canada. Regional landing pages capture customers from Moncton to Sydney.',
      },
      {
        title: 'Record Growth',
        description:
          'Halifax is one of Canada’s fastest-growing cities. Newcomers search for everything, and early rankings lock in customers.',
      },
      {
        title: 'Seasonal Tourism',
        description:
          'Cruise ships and summer visitors plan through search and AI assistants. We time content to the season.',
      },
    ],
    towns: [
      'Halifax',
      'Dartmouth',
      'Bedford',
      'Sackville',
      'Cole Harbour',
      'Timberlea',
      'Fall River',
      'Hammonds Plains',
      'Eastern Passage',
      'Tantallon',
      'Windsor',
      'Truro',
    ],
  },
  {
    slug: 'victoria-seo',
    name: 'Victoria',
    province: 'BC',
    provinceName: 'British Columbia',
    population: 90_000,
    metro: 400_000,
    facts: [
      { label: 'Government Jobs', value: '15%' },
      { label: 'Top Industries', value: 'Government, Tourism, Tech' },
    ],
    regionalKeyword: 'Vancouver Island SEO services',
    headline: 'Victoria SEO for BC’s Capital',
    subtitle:
      'Government, tourism and a tech sector bigger than its tourism trade: we help Victoria businesses rank across Greater Victoria and Vancouver Island.',
    reasons: [
      {
        title: 'Government Buyers',
        description:
          'With 15% of jobs in government, public-sector buyers research suppliers online. Clear, credible service pages win them.',
      },
      {
        title: 'Tech Beats Tourism',
        description:
          'Victoria’s tech sector now earns more than tourism. Product-led SEO helps local firms compete nationally.',
      },
      {
        title: 'Island-Wide Reach',
        description:
          'Customers come from across Vancouver Island. Service-area SEO reaches Nanaimo, Duncan and the Saanich Peninsula.',
      },
    ],
    towns: [
      'Victoria',
      'Saanich',
      'Oak Bay',
      'Esquimalt',
      'Langford',
      'Colwood',
      'View Royal',
      'Sidney',
      'Central Saanich',
      'Sooke',
      'Metchosin',
      'Duncan',
    ],
  },
  {
    slug: 'windsor-seo',
    name: 'Windsor',
    province: 'ON',
    provinceName: 'Ontario',
    population: 230_000,
    metro: 420_000,
    facts: [
      { label: 'Top Industries', value: 'Automotive, Manufacturing, Logistics' },
      { label: 'Canada–US Trade Crossing', value: '25%+' },
    ],
    regionalKeyword: 'Windsor-Essex SEO',
    headline: 'Windsor SEO on Canada’s Busiest Border',
    subtitle:
      'Automotive suppliers, logistics firms and local businesses: we help Windsor-Essex companies rank with customers on both sides of the border.',
    reasons: [
      {
        title: 'Cross-Border Customers',
        description:
          'A quarter of Canada–US trade crosses at Windsor. We plan content for Detroit-area buyers without losing Canadian rankings.',
      },
      {
        title: 'Automotive Capital',
        description:
          'Windsor builds cars and EV batteries. Suppliers need technical, specification-rich pages that B2B buyers and AI tools can read.',
      },
      {
        title: 'Wine Country Next Door',
        description:
          'Essex County wineries and Point Pelee draw visitors. Tourism businesses win with local and map search.',
      },
    ],
    towns: [
      'Windsor',
      'LaSalle',
      'Tecumseh',
      'Amherstburg',
      'Lakeshore',
      'Essex',
      'Kingsville',
      'Leamington',
      'Belle River',
      'Harrow',
      'Tilbury',
      'Chatham',
    ],
  },
  {
    slug: 'oshawa-seo',
    name: 'Oshawa',
    province: 'ON',
    provinceName: 'Ontario',
    population: 175_000,
    metro: 415_000,
    facts: [
      { label: 'Top Industries', value: 'Automotive, Energy, Education' },
      { label: 'Population Growth', value: '9%' },
    ],
    regionalKeyword: 'Durham Region SEO',
    headline: 'Oshawa SEO for Durham Region',
    subtitle:
      'Automotive, clean energy and a growing education sector: we help Oshawa businesses capture the customers moving east from Toronto.',
    reasons: [
      {
        title: 'GTA Families Moving East',
        description:
          'Oshawa grew 9% in five years as families left Toronto. They look for local services online first.',
      },
      {
        title: 'Energy and Engineering',
        description:
          'Darlington and Ontario Tech University anchor an energy cluster. Technical content ranks for specialised B2B searches.',
      },
      {
        title: 'Durham-Wide Reach',
        description:
          'Customers shop across Whitby, Ajax and Clarington. Service-area pages bring in the whole region.',
      },
    ],
    towns: [
      'Oshawa',
      'Whitby',
      'Ajax',
      'Pickering',
      'Courtice',
      'Bowmanville',
      'Clarington',
      'Port Perry',
      'Brooklin',
      'Uxbridge',
      'Newcastle',
      'Scugog',
    ],
  },
  {
    slug: 'saskatoon-seo',
    name: 'Saskatoon',
    province: 'SK',
    provinceName: 'Saskatchewan',
    population: 265_000,
    metro: 315_000,
    facts: [
      { label: 'Top Industries', value: 'Potash, Agriculture, Ag-Tech' },
      { label: 'Share of World Potash', value: '30%+' },
    ],
    regionalKeyword: 'Saskatchewan SEO agency',
    headline: 'Saskatoon SEO for the Prairies’ Innovation City',
    subtitle:
      'Potash, uranium, agriculture and ag-tech: we help Saskatoon businesses rank across Saskatchewan and with buyers worldwide.',
    reasons: [
      {
        title: 'Global Resource Buyers',
        description:
          'Saskatchewan mines more than 30% of the world’s potash. Exporters need search visibility abroad as well as at home.',
      },
      {
        title: 'Innovation Place',
        description:
          'Ag-tech and life-science firms cluster around the University of Saskatchewan. Expert content gets them cited by AI answers.',
      },
      {
        title: 'Serving a Wide Region',
        description:
          'Rural customers drive in from across central Saskatchewan. Service-area SEO brings them to you.',
      },
    ],
    towns: [
      'Saskatoon',
      'Martensville',
      'Warman',
      'Osler',
      'Dalmeny',
      'Langham',
      'Clavet',
      'Delisle',
      'Aberdeen',
      'Vanscoy',
      'Humboldt',
      'Rosthern',
    ],
  },
  {
    slug: 'regina-seo',
    name: 'Regina',
    province: 'SK',
    provinceName: 'Saskatchewan',
    population: 225_000,
    metro: 250_000,
    facts: [
      { label: 'Government Sector', value: '20%' },
      { label: 'Top Industries', value: 'Government, Agriculture, Energy' },
    ],
    regionalKeyword: 'Southern Saskatchewan SEO',
    headline: 'Regina SEO for Saskatchewan’s Capital',
    subtitle:
      'Government, agriculture, insurance and energy: we help Regina businesses win the searches that matter across southern Saskatchewan.',
    reasons: [
      {
        title: 'A Government Town',
        description:
          'About 20% of Regina’s jobs are in government. Suppliers win contracts with clear, credible service pages.',
      },
      {
        title: 'Agriculture Head Offices',
        description:
          'Farm equipment, crop insurance and ag-finance firms are based in Regina. B2B content reaches farmers across the Prairies.',
      },
      {
        title: 'Low Competition, High Return',
        description:
          'Fewer local businesses invest in SEO here, so strong campaigns reach page one quickly.',
      },
    ],
    towns: [
      'Regina',
      'White City',
      'Emerald Park',
      'Pilot Butte',
      'Balgonie',
      'Lumsden',
      'Moose Jaw',
      'Fort Qu’Appelle',
      'Indian Head',
      'Weyburn',
      'Grand Coulee',
      'Regina Beach',
    ],
  },
  {
    slug: 'sherbrooke-seo',
    name: 'Sherbrooke',
    province: 'QC',
    provinceName: 'Quebec',
    population: 172_950,
    metro: 227_398,
    lang: 'fr-CA',
    fr: {
      name: 'Sherbrooke',
      region: 'les Cantons-de-l’Est',
      title: 'Agence SEO à Sherbrooke : référencement web bilingue | Northbeam Search',
      description:
        'Référencement web, AEO et GEO à Sherbrooke : des stratégies de recherche locale, en français et en anglais, pour les entreprises de Magog, d’Orford, de Coaticook et de tous les Cantons-de-l’Est.',
      headline: 'Référencement web bilingue à Sherbrooke',
      subtitle:
        'Universités, santé et secteur manufacturier : nous aidons les entreprises de Sherbrooke à se positionner en français et en anglais, en Estrie et dans tous les Cantons-de-l’Est.',
      facts: [
        { label: 'Étudiants', value: frAtLeast(40_000) },
        { label: 'Secteurs clés', value: 'Éducation, santé, secteur manufacturier' },
      ],
      reasons: [
        {
          title: 'Une ville étudiante',
          description:
            'Plus de 40 000 étudiants fréquentent l’Université de Sherbrooke, l’Université Bishop’s et le Cégep de Sherbrooke. Ils cherchent sur leur téléphone : le référencement local les amène chez vous.',
        },
        {
          title: 'Deux langues dans les Cantons-de-l’Est',
          description:
            'Les Cantons-de-l’Est ont une communauté anglophone historique, de Lennoxville à Stanstead. Un site bilingue rejoint toute la région.',
        },
        {
          title: 'Tourisme quatre saisons',
          description:
            'Le mont Orford, Magog et North Hatley attirent des visiteurs toute l’année. Nous optimisons votre site pour leurs recherches.',
        },
      ],
      keywords: [
        'Agence SEO Sherbrooke',
        'Référencement web Sherbrooke',
        'Référencement local Sherbrooke',
        'Création de site web Sherbrooke',
        { text: 'SEO services Sherbrooke QC', lang: 'en-CA' },
        'Référencement web Estrie',
      ],
      areasHeading: 'Secteurs desservis en Estrie et dans les Cantons-de-l’Est',
    },
    en: {
      line: 'Bilingual French and English SEO for Sherbrooke and the Eastern Townships.',
    },
    towns: [
      'Sherbrooke',
      'Magog',
      'Orford',
      'North Hatley',
      'Lennoxville',
      'Coaticook',
      'Windsor',
      'Granby',
      'Bromont',
      'Waterloo',
      'Stanstead',
      'Val-des-Sources',
    ],
  },
  {
    slug: 'barrie-seo',
    name: 'Barrie',
    province: 'ON',
    provinceName: 'Ontario',
    population: 150_000,
    metro: 210_000,
    facts: [
      { label: 'Growth', value: '15% a year' },
      { label: 'Top Industries', value: 'Manufacturing, Retail, Tourism' },
    ],
    regionalKeyword: 'Simcoe County SEO',
    headline: 'Barrie SEO for One of Ontario’s Fastest-Growing Cities',
    subtitle:
      'Growing 15% a year, Barrie fills with new households every month. We help local businesses be the first name they find.',
    reasons: [
      {
        title: 'Growth of 15% a Year',
        description:
          'New residents arrive constantly and search for every service from scratch. Local SEO turns that growth into customers.',
      },
      {
        title: 'Cottage Country Gateway',
        description:
          'Highway 400 brings weekend traffic to Lake Simcoe and Muskoka. Tourism and trades businesses win with map search.',
      },
      {
        title: 'Commuters to the GTA',
        description:
          'Many residents work in Toronto and shop online in the evening. Mobile-first pages catch them.',
      },
    ],
    towns: [
      'Barrie',
      'Innisfil',
      'Orillia',
      'Angus',
      'Alliston',
      'Bradford',
      'Midhurst',
      'Wasaga Beach',
      'Collingwood',
      'Stroud',
      'Elmvale',
      'Oro-Medonte',
    ],
  },
  {
    slug: 'kelowna-seo',
    name: 'Kelowna',
    province: 'BC',
    provinceName: 'British Columbia',
    population: 145_000,
    metro: 220_000,
    facts: [
      { label: 'Top Industries', value: 'Tourism, Wine, Tech' },
      { label: 'Okanagan Wineries', value: '200+' },
    ],
    regionalKeyword: 'Okanagan Valley SEO',
    headline: 'Kelowna SEO for the Okanagan',
    subtitle:
      'Wineries, resorts, tech firms and trades: we help Kelowna businesses rank with locals and the visitors who plan every trip online.',
    reasons: [
      {
        title: 'Wine and Tourism',
        description:
          'More than 200 Okanagan wineries compete for visitors. Structured data and reviews decide who gets the booking.',
      },
      {
        title: 'A Growing Tech Scene',
        description:
          'Kelowna’s tech sector grows every year. Product-led SEO helps local firms reach national buyers.',
      },
      {
        title: 'Seasonal Demand',
        description:
          'Summer and ski season bring peaks. We schedule content and campaigns around them.',
      },
    ],
    towns: [
      'Kelowna',
      'West Kelowna',
      'Lake Country',
      'Peachland',
      'Vernon',
      'Penticton',
      'Summerland',
      'Coldstream',
      'Armstrong',
      'Oliver',
      'Osoyoos',
      'Big White',
    ],
  },
  {
    slug: 'abbotsford-seo',
    name: 'Abbotsford',
    province: 'BC',
    provinceName: 'British Columbia',
    population: 150_000,
    metro: 195_000,
    facts: [
      { label: 'Top Industries', value: 'Agriculture, Aerospace, Manufacturing' },
      { label: 'Farmland (ALR)', value: '75%' },
    ],
    regionalKeyword: 'Fraser Valley SEO agency',
    headline: 'Abbotsford SEO for the Fraser Valley',
    subtitle:
      'Agriculture, aerospace and manufacturing: we help Abbotsford businesses rank across the Fraser Valley and Metro Vancouver.',
    reasons: [
      {
        title: 'BC’s Farm Capital',
        description:
          'About three quarters of Abbotsford is farmland. Agri-businesses reach buyers with product and supplier pages that rank.',
      },
      {
        title: 'Aerospace Cluster',
        description:
          'Abbotsford International Airport anchors an aerospace cluster. Technical SEO suits specialised B2B searches.',
      },
      {
        title: 'Close to Vancouver, Lower Costs',
        description:
          'Businesses serve Metro Vancouver from the Valley. Service-area pages extend your reach west.',
      },
    ],
    towns: [
      'Abbotsford',
      'Mission',
      'Chilliwack',
      'Langley',
      'Aldergrove',
      'Clearbrook',
      'Matsqui',
      'Sumas',
      'Agassiz',
      'Harrison Hot Springs',
      'Hope',
      'Maple Ridge',
    ],
  },
  {
    slug: 'kingston-seo',
    name: 'Kingston',
    province: 'ON',
    provinceName: 'Ontario',
    population: 130_000,
    metro: 170_000,
    facts: [
      { label: 'Top Industries', value: 'Education, Health, Defence' },
      { label: 'Queen’s Students', value: '28K+' },
    ],
    regionalKeyword: 'Eastern Ontario SEO',
    headline: 'Kingston SEO for Ontario’s First Capital',
    subtitle:
      'Universities, hospitals, the military and a busy tourism season: we help Kingston businesses rank across Eastern Ontario.',
    reasons: [
      {
        title: 'Students Every September',
        description:
          'Queen’s, RMC and St. Lawrence College bring a new wave of customers each year. Local SEO catches them on arrival.',
      },
      {
        title: 'Heritage Tourism',
        description:
          'Fort Henry and the Thousand Islands draw visitors all summer. Map search and reviews bring them to your door.',
      },
      {
        title: 'Halfway Between Toronto and Montreal',
        description:
          'Kingston serves a wide corridor. Service-area pages reach Belleville, Brockville and the islands.',
      },
    ],
    towns: [
      'Kingston',
      'Amherstview',
      'Bath',
      'Gananoque',
      'Napanee',
      'Sydenham',
      'Harrowsmith',
      'Odessa',
      'Wolfe Island',
      'Westport',
      'Brockville',
      'Belleville',
    ],
  },
  {
    slug: 'sudbury-seo',
    name: 'Sudbury',
    province: 'ON',
    provinceName: 'Ontario',
    population: 165_000,
    metro: 170_000,
    facts: [
      { label: 'Top Industries', value: 'Mining, Health, Education' },
      { label: 'Lakes Within City Limits', value: '330' },
    ],
    regionalKeyword: 'Northern Ontario SEO',
    headline: 'Sudbury SEO for Northern Ontario’s Hub',
    subtitle:
      'Mining supply, healthcare and education: we help Greater Sudbury businesses rank across Northern Ontario and with buyers worldwide.',
    reasons: [
      {
        title: 'Mining Supply Exports',
        description:
          'Sudbury’s mining supply firms sell worldwide. Technical content helps international buyers and AI tools find them.',
      },
      {
        title: 'Regional Service Centre',
        description:
          'Northern Ontario comes to Sudbury for healthcare and shopping. Service-area SEO reaches customers hours away.',
      },
      {
        title: 'Bilingual Community',
        description:
          'About a quarter of residents are francophone. French pages open a market competitors overlook.',
      },
    ],
    towns: [
      'Sudbury',
      'Val Caron',
      'Hanmer',
      'Chelmsford',
      'Azilda',
      'Lively',
      'Garson',
      'Coniston',
      'Capreol',
      'Copper Cliff',
      'Espanola',
      'Elliot Lake',
    ],
  },
  {
    slug: 'trois-rivieres-seo',
    name: 'Trois-Rivières',
    province: 'QC',
    provinceName: 'Quebec',
    population: 135_000,
    metro: 155_000,
    lang: 'fr-CA',
    fr: {
      name: 'Trois-Rivières',
      region: 'la Mauricie',
      title: 'Agence SEO à Trois-Rivières : référencement web | Northbeam Search',
      description:
        'Référencement web, AEO et GEO à Trois-Rivières : des stratégies de recherche locale pour les entreprises de Shawinigan, de Drummondville, de Victoriaville, de la Mauricie et du Centre-du-Québec.',
      headline: 'Référencement web à Trois-Rivières',
      subtitle:
        'Agriculture, secteur manufacturier et technologies : nous aidons les entreprises de Trois-Rivières, de la Mauricie et du Centre-du-Québec à se positionner sur Google et dans les réponses des assistants IA.',
      facts: [
        // The spec quotes this card in English; it stays English, tagged en-CA.
        { label: 'Agriculture Focus', value: 'University Hub', lang: 'en-CA' },
        { label: 'Fondée en', value: '1634' },
      ],
      reasons: [
        {
          title: 'Une ville fondée en 1634',
          description:
            'Deuxième plus vieille ville francophone d’Amérique du Nord, Trois-Rivières attire les amateurs d’histoire. Un contenu patrimonial bien structuré se positionne dans leurs recherches.',
        },
        {
          title: 'Pôle universitaire',
          description:
            'L’UQTR et le Cégep de Trois-Rivières attirent des milliers d’étudiants. Le référencement local sur mobile rejoint cette clientèle jeune.',
        },
        {
          title: 'Agriculture, secteur manufacturier, technologies',
          description:
            'Les entreprises de la Mauricie et du Centre-du-Québec vendent partout au Québec et au Canada. Des pages de produits optimisées rejoignent les acheteurs interentreprises.',
        },
      ],
      keywords: [
        'Agence SEO Trois-Rivières',
        'Référencement web Trois-Rivières',
        'Référencement local Trois-Rivières',
        'Création de site web Trois-Rivières',
        { text: 'SEO services Trois-Rivières QC', lang: 'en-CA' },
        'Référencement web Mauricie',
      ],
      areasHeading: 'Secteurs desservis en Mauricie et au Centre-du-Québec',
    },
    otherReading: { population: 140_000, metro: 160_000 },
    en: {
      line: 'English pages too, for Trois-Rivières manufacturers and growers who sell across Canada.',
    },
    towns: [
      'Trois-Rivières',
      'Shawinigan',
      'Grand-Mère',
      'La Tuque',
      'Drummondville',
      'Victoriaville',
      'Bécancour',
      'Nicolet',
      'Louiseville',
      'Saint-Tite',
      'Sainte-Anne-de-la-Pérade',
      'Cap-de-la-Madeleine',
    ],
  },
  {
    slug: 'guelph-seo',
    name: 'Guelph',
    province: 'ON',
    provinceName: 'Ontario',
    population: 135_000,
    metro: 155_000,
    facts: [
      { label: 'Top Industries', value: 'Agriculture, Manufacturing, Technology' },
      { label: 'University Students', value: '30K+' },
    ],
    regionalKeyword: 'Wellington County SEO',
    headline: 'Guelph SEO for Ontario’s Agri-Food Capital',
    subtitle:
      'Agriculture, manufacturing and technology: we help Guelph businesses rank across Wellington County and the Toronto–Waterloo corridor.',
    reasons: [
      {
        title: 'Agri-Food Innovation',
        description:
          'The University of Guelph leads Canadian agri-food research. Expert content gets cited by AI answer engines.',
      },
      {
        title: 'Advanced Manufacturing',
        description:
          'Guelph’s manufacturers sell across North America. Technical product pages reach B2B buyers.',
      },
      {
        title: 'Small Towns, Big Reach',
        description:
          'Customers come from Fergus, Elora and Rockwood. Service-area pages bring the whole county to you.',
      },
    ],
    towns: [
      'Guelph',
      'Fergus',
      'Elora',
      'Mount Forest',
      'Drayton',
      'Arthur',
      'Palmerston',
      'Harriston',
      'Rockwood',
      'Acton',
      'Georgetown',
      'Milton',
    ],
  },
  {
    slug: 'cambridge-seo',
    name: 'Cambridge',
    province: 'ON',
    provinceName: 'Ontario',
    population: 135_000,
    metro: 580_000,
    facts: [
      { label: 'Tech Corridor', value: 'Innovation Hub' },
      { label: 'Top Industries', value: 'Technology, Manufacturing, Services' },
    ],
    regionalKeyword: 'Waterloo Region digital marketing',
    headline: 'Cambridge SEO in the Waterloo Region Tech Corridor',
    subtitle:
      'Technology, manufacturing and services: we help Cambridge businesses rank across Waterloo Region and the 401 corridor.',
    reasons: [
      {
        title: 'Part of an Innovation Hub',
        description:
          'Cambridge shares a 580K+ metro with Kitchener and Waterloo. We target the whole region without cannibalising pages.',
      },
      {
        title: 'Manufacturing Strength',
        description:
          'Toyota and hundreds of suppliers build in Cambridge. Specification-rich pages win B2B search.',
      },
      {
        title: 'Three Historic Cores',
        description:
          'Galt, Preston and Hespeler each have their own main street. Neighbourhood pages reach local shoppers.',
      },
    ],
    towns: [
      'Cambridge',
      'Kitchener',
      'Waterloo',
      'Guelph',
      'Preston',
      'Galt',
      'Hespeler',
      'Blair',
      'New Hamburg',
      'Baden',
      'St. Jacobs',
      'Elmira',
    ],
  },
];

export const cityPath = (city: City) => `/${city.slug}`;

export const cityBySlug = (slug: string): City | undefined =>
  cities.find((city) => city.slug === slug);

/** The shape of ui's CityCardData: what a home city card shows. */
export interface HomeCityCard {
  name: string;
  province: string;
  population: string;
  businesses: string;
  growth: string;
  description: string;
  href: string;
}

/** Home page: the first nine city routes, in route-table order. */
export const homeCities = (): HomeCityCard[] =>
  cities.slice(0, 9).map((city) => ({
    name: city.name,
    province: city.provinceName,
    population: enAtLeast(city.population),
    ...city.home!,
    href: `/${city.slug}`,
  }));
