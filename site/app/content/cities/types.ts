// The shape of a city landing page's content (one file a city beside this one, listed in index.ts).

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

export interface CityQuestion {
  question: string;
  answer: string;
}

/**
 * What a page says of its city alone, in its own words: true, checkable facts (employers,
 * institutions, districts), never invented clients or figures presented as measured.
 */
export interface CityLocal {
  /** The local economy: the sectors and named employers or institutions that shape searches. */
  economy: string;
  /** Neighbourhoods, districts or nearby towns, and how searches split between them. */
  neighbourhoods: string;
  /** Three questions a business owner in this city asks, answered for this city. */
  faq: [CityQuestion, CityQuestion, CityQuestion];
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
  /** The city centre (decimal degrees), to find the agency's nearest office. */
  coordinates: { latitude: number; longitude: number };
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
  local: CityLocal;
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
    local: CityLocal;
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

/**
 * A city page's French twin (/fr/referencement-{city}, content/fr/cities/): French written for the
 * market, keyed by the English page's slug. The figures and towns come from the English record.
 */
export interface FrenchCity {
  /** The English page's slug ('toronto-seo'). */
  slug: string;
  fr: QuebecCity['fr'];
}
