import * as enAbout from './about';
import * as frAbout from './fr/about';
import { site, type OfficeInfo } from './site';
import type { City, CityLocal, CityQuestion, Lang } from './cities/types';
import { frNumber } from '../lib/frenchTypography';
import { byLocale } from '../lib/byLocale';
import { frText } from '../lib/frText';

/**
 * The part of a city page only that city has: its economy and districts, the agency's nearest
 * office with its address and the team member who leads that office's clients, and a local FAQ.
 * The office comes from the site's configuration, the person from the about page's team (their
 * one owners); only the city's own words live in its city file.
 */
export interface CityLocalView {
  lang: Lang;
  heading: string;
  economy: string;
  neighbourhoods: string;
  office: {
    heading: string;
    text: string;
    addressLines: string[];
    /** Only where the address is written in the other language (a Montréal address in English). */
    addressLang?: Lang;
    lead: { name: string; role: string; text: string };
  };
  faqHeading: string;
  faq: CityQuestion[];
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): the same for every road network, so checkable. */
function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Where each office of the site's configuration is and who leads the clients it serves (a name
 * from the about page's team). Kept here, with the city pages that use them, so the pages that
 * ship JavaScript (contact, pricing) do not carry them; a new office without its entry stops the
 * build (prerendering) with its name.
 */
const officeRegions: Record<string, { latitude: number; longitude: number; lead: string }> = {
  Toronto: { latitude: 43.6487, longitude: -79.3817, lead: 'Sarah Chen' },
  Vancouver: { latitude: 49.2857, longitude: -123.1218, lead: 'James Whitehorse' },
  Montréal: { latitude: 45.4995, longitude: -73.5682, lead: 'Marc-André Tremblay' },
};

/** The office nearest to a city, with its distance and its lead. */
export function nearestOffice(city: City): { office: OfficeInfo; lead: string; km: number } {
  return site.offices
    .map((office) => {
      const region = officeRegions[office.city];
      if (!region) throw new Error(`office ${office.city} has no place or lead for the city pages`);
      return { office, lead: region.lead, km: distanceKm(city.coordinates, region) };
    })
    .reduce((best, next) => (next.km < best.km ? next : best));
}

/** An office in its own city: the page says "here" instead of a distance. */
const IN_TOWN_KM = 25;
/** Distances are shown rounded, as an estimate ("about 90 km"). */
const roundKm = (km: number) => (km < 100 ? Math.round(km / 5) * 5 : Math.round(km / 10) * 10);

function teamMember(name: string, lang: Lang) {
  const { team } = byLocale(lang, enAbout, frAbout).about;
  const member = team.find((person) => person.name === name);
  if (!member) throw new Error(`office lead ${name} is not on the about page's team`);
  return member;
}

export function cityLocalView(
  city: City,
  lang: Lang,
  name: string,
  local: CityLocal,
): CityLocalView {
  const { office, lead: leadName, km } = nearestOffice(city);
  const officeLang: Lang = office.lang === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const addressLines = [
    office.street,
    // Canada Post's address form, the same in both languages.
    `${office.city}, ${office.province} ${office.postalCode}`,
    'Canada',
  ];
  const lead = teamMember(leadName, lang);
  const here = km < IN_TOWN_KM;
  const distance = roundKm(km);
  if (lang === 'fr-CA') {
    return {
      lang,
      heading: `Le marché de ${name}`,
      economy: frText(local.economy),
      neighbourhoods: frText(local.neighbourhoods),
      office: {
        heading: 'Notre bureau le plus proche',
        text: frText(
          here
            ? `Notre équipe travaille ici même, à ${office.city} : venez nous rencontrer à notre bureau.`
            : `Notre bureau de ${office.city} se trouve à environ ${frNumber(distance)} km de ${name} à vol d’oiseau.`,
        ),
        addressLines,
        addressLang: officeLang === lang ? undefined : officeLang,
        lead: {
          name: lead.name,
          role: frText(lead.role),
          text: frText(`Dirige l’équipe de nos clients de ${name}.`),
        },
      },
      faqHeading: `Questions fréquentes à ${name}`,
      faq: local.faq.map((item) => ({
        question: frText(item.question),
        answer: frText(item.answer),
      })),
    };
  }
  return {
    lang,
    heading: `Doing Business in ${name}`,
    economy: local.economy,
    neighbourhoods: local.neighbourhoods,
    office: {
      heading: 'Your Nearest Office',
      text: here
        ? `Our team works right here in ${office.city}: visit us at our office.`
        : `Our ${office.city} office is about ${distance.toLocaleString('en-CA')} km from ${name} as the crow flies.`,
      addressLines,
      addressLang: officeLang === lang ? undefined : officeLang,
      lead: {
        name: lead.name,
        role: lead.role,
        text: `Leads the team for our ${name} clients.`,
      },
    },
    faqHeading: `${name} SEO Questions`,
    faq: local.faq,
  };
}
