import { site } from './site';
import {
  type City,
  type CityReason,
  type CityStat,
  type EnglishCity,
  type FrenchCity,
  type KeywordTile,
  type Lang,
  type Phrase,
  type QuebecCity,
} from './cities';
import { enAtLeast, frAtLeast, frNumber } from '../lib/frenchTypography';
import { frText } from '../lib/frText';
import { frenchCityPath } from './routeTwins';
import { cityLocalView, type CityLocalView } from './cityLocal';
import { actions } from './actions';

// The French pages' buttons lead to the French pages (issue 26: not to the English /contact).
const FRENCH_CONTACT = '/fr/nous-joindre';
const FRENCH_PRICING = '/fr/forfaits';

/** Province names in French, by code (the eyebrow and the Service JSON-LD of French pages). */
const provinceFr: Record<string, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NS: 'Nouvelle-Écosse',
  ON: 'Ontario',
  QC: 'Québec',
  SK: 'Saskatchewan',
};

/**
 * Everything one city page says, each part with its language: the one view the route renders, the
 * build checks read and the e2e tests look for. English markets get the English templates; Quebec
 * markets get French written for them (Montréal: French first, then English), with Quebec
 * typography set here, so no French string of a city page is spaced by hand.
 */
export interface CityPageView {
  path: string;
  /** The document's language (`<html lang>`): the language the page leads in. */
  lang: Lang;
  title: string;
  description: string;
  /** Open Graph locales: the page's, then any other language it carries. */
  locale: 'en_CA' | 'fr_CA';
  alternateLocale?: 'en_CA';
  service: {
    name: string;
    serviceType: string;
    inLanguage: Lang | Lang[];
    cityName: string;
    provinceName: string;
    homeLabel: string;
    breadcrumb: string;
  };
  hero: {
    lang: Lang;
    eyebrow: string;
    headline: string;
    subtitle: string;
    /** A line in the page's other language, for the bilingual work it sells. */
    bilingualLine?: Phrase;
    ctaLabel: string;
    ctaHref: string;
    stats: CityStat[];
  };
  reasons: { lang: Lang; heading: string; intro: string; reasons: CityReason[] };
  keywords: {
    lang: Lang;
    heading: string;
    intro: string;
    keywords: KeywordTile[];
    ctaLabel: string;
    ctaHref: string;
  };
  areas: { lang: Lang; heading: string; areas: string[] };
  /** The city's own economy, districts, nearest office and its lead, and local questions. */
  local: CityLocalView;
  /** Short text sections after the areas (Montréal's English offer, the other figures). */
  notes: { lang: Lang; heading?: string; text: string }[];
  banner: {
    lang: Lang;
    heading: string;
    text: string;
    primary: { label: string; href: string };
    secondary: { label: string; href: string };
  };
}

/** The six keyword tiles of an English page (spec section 3 patterns). */
const englishKeywords = (city: EnglishCity): string[] => [
  `${city.name} SEO company`,
  `SEO services ${city.name} ${city.province}`,
  `Digital marketing ${city.name}`,
  `${city.name} web design`,
  `Local SEO ${city.name}`,
  city.regionalKeyword,
];

function englishPage(city: EnglishCity): CityPageView {
  const path = `/${city.slug}`;
  const lang = 'en-CA';
  const { name } = city;
  return {
    path,
    lang,
    title: `${name} SEO Services | ${site.name}`,
    description: `${name}, ${city.province} SEO, AEO and GEO services: local search strategies for ${name} businesses across ${city.towns.slice(1, 4).join(', ')} and beyond.`,
    locale: 'en_CA',
    service: {
      name: `SEO services in ${name}`,
      serviceType: 'Search engine optimization',
      inLanguage: lang,
      cityName: name,
      provinceName: city.provinceName,
      homeLabel: 'Home',
      breadcrumb: `${name} SEO`,
    },
    hero: {
      lang,
      eyebrow: `${name}, ${city.provinceName}`,
      headline: city.headline,
      subtitle: city.subtitle,
      ctaLabel: `Get Your Free ${name} SEO Audit`,
      ctaHref: '/contact#audit',
      stats: [
        { label: 'Population', value: enAtLeast(city.population) },
        { label: 'Metro Area', value: enAtLeast(city.metro) },
        ...city.facts,
      ],
    },
    reasons: {
      lang,
      heading: `Why ${name} Businesses Need Local SEO`,
      intro: `What makes ${name} a unique search market.`,
      reasons: city.reasons,
    },
    keywords: {
      lang,
      heading: `${name} Keywords We Target`,
      intro: `The searches ${name} customers use to find businesses like yours.`,
      keywords: englishKeywords(city),
      ctaLabel: `Start Your ${name} Campaign`,
      ctaHref: '/contact',
    },
    areas: { lang, heading: `Areas We Serve Around ${name}`, areas: city.towns },
    local: cityLocalView(city, lang, name, city.local),
    notes: [],
    banner: {
      lang,
      heading: `Ready to Grow Your ${name} Business?`,
      text: `Get a free audit and a search strategy built for ${name} and ${city.provinceName}.`,
      primary: actions.audit,
      secondary: { label: `View ${name} Packages`, href: '/pricing' },
    },
  };
}

/**
 * SEO, AEO and GEO said once in French on every French city page, in the words of the terminology
 * table (docs/french-terminology.md).
 */
const frGlossary = {
  heading: 'SEO, AEO et GEO : de quoi parle-t-on ?',
  text: 'Le SEO (référencement naturel) fait monter votre site dans les résultats de Google. L’AEO (optimisation pour les moteurs de réponse) fait de votre contenu la réponse que donnent Google et les assistants vocaux. Le GEO (optimisation pour les moteurs génératifs) amène ChatGPT, Gemini et les autres outils d’IA générative à citer votre entreprise.',
};

const frTile = (tile: KeywordTile): KeywordTile => (typeof tile === 'string' ? frText(tile) : tile);

/**
 * A page in French: a Quebec market at its spec URL (bilingual: the English line, Montréal's English
 * offer), or a city's French twin under /fr/ (French only). Its buttons lead to the French pages.
 */
function frenchPage(
  city: City,
  fr: QuebecCity['fr'],
  path: string,
  quebec?: Pick<QuebecCity, 'bilingual' | 'en' | 'otherReading'>,
): CityPageView {
  const lang = 'fr-CA';
  const { name } = fr;
  const bilingual = quebec?.bilingual === true;
  const notes: CityPageView['notes'] = [];
  if (quebec?.en.section) notes.push({ lang: 'en-CA', ...quebec.en.section });
  if (quebec?.otherReading) {
    // Both readings the spec gives, as a range the stat cards (« Plus de … ») stay true within.
    const range = (low: number, high: number) => `de ${frNumber(low)} à ${frNumber(high)}`;
    const other = quebec.otherReading;
    notes.push({
      lang,
      heading: 'À propos des chiffres',
      text: frText(
        `Les estimations varient selon la source et l’année : ${range(city.population, other.population)} habitants pour la ville, ${range(city.metro, other.metro)} pour la région métropolitaine.`,
      ),
    });
  }
  notes.push({ lang, heading: frText(frGlossary.heading), text: frText(frGlossary.text) });
  return {
    path,
    lang,
    title: frText(fr.title),
    description: frText(fr.description),
    locale: 'fr_CA',
    alternateLocale: bilingual ? 'en_CA' : undefined,
    service: {
      name: `Référencement web à ${name}`,
      serviceType: 'Référencement web (SEO, AEO et GEO)',
      inLanguage: bilingual ? ['fr-CA', 'en-CA'] : lang,
      cityName: name,
      provinceName: provinceFr[city.province] ?? city.provinceName,
      homeLabel: 'Accueil',
      breadcrumb: `Référencement web à ${name}`,
    },
    hero: {
      lang,
      // The Quebec way to name a place and its province: « Québec (Québec) », « Toronto (Ontario) ».
      eyebrow: `${name} (${provinceFr[city.province] ?? city.provinceName})`,
      headline: frText(fr.headline),
      subtitle: frText(fr.subtitle),
      bilingualLine: quebec ? { text: quebec.en.line, lang: 'en-CA' } : undefined,
      ctaLabel: 'Obtenir mon audit SEO gratuit',
      ctaHref: `${FRENCH_CONTACT}#audit`,
      stats: [
        { label: 'Population', value: frAtLeast(city.population) },
        { label: 'Région métropolitaine', value: frAtLeast(city.metro) },
        ...fr.facts.map((fact) =>
          fact.lang && fact.lang !== lang
            ? fact
            : { label: frText(fact.label), value: frText(fact.value) },
        ),
      ],
    },
    reasons: {
      lang,
      heading: frText(`Pourquoi miser sur le référencement local à ${name} ?`),
      intro: `Ce qui distingue le marché de ${name} dans les résultats de recherche.`,
      reasons: fr.reasons.map((reason) => ({
        title: frText(reason.title),
        description: frText(reason.description),
      })),
    },
    keywords: {
      lang,
      heading: `Les recherches que nous ciblons à ${name}`,
      intro: 'Les requêtes que vos clients tapent pour trouver une entreprise comme la vôtre.',
      keywords: fr.keywords.map(frTile),
      ctaLabel: `Lancer ma campagne à ${name}`,
      ctaHref: FRENCH_CONTACT,
    },
    areas: {
      lang,
      heading: frText(fr.areasHeading ?? `Secteurs desservis autour de ${name}`),
      areas: city.towns,
    },
    local: cityLocalView(city, lang, name, fr.local),
    notes,
    banner: {
      lang,
      heading: `Faites croître votre entreprise à ${name}`,
      text: `Obtenez un audit gratuit et une stratégie de référencement pensée pour ${name} et ${fr.region}.`,
      primary: { label: 'Obtenir mon audit gratuit', href: `${FRENCH_CONTACT}#audit` },
      secondary: { label: `Voir les forfaits pour ${name}`, href: FRENCH_PRICING },
    },
  };
}

/** The page a city gets at its spec URL: English, or French-led for the Quebec markets. */
export const cityPage = (city: City): CityPageView =>
  city.lang === 'fr-CA' ? frenchPage(city, city.fr, `/${city.slug}`, city) : englishPage(city);

/** A city's French twin (/fr/referencement-…): its French content, the English record's figures. */
export const frenchCityPage = (city: City, french: FrenchCity): CityPageView =>
  frenchPage(city, french.fr, frenchCityPath(city.slug));

/** The text of a keyword tile, whatever its language. */
export const tileText = (tile: KeywordTile): string =>
  typeof tile === 'string' ? tile : tile.text;
