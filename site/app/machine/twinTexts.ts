// The words the Markdown twins put around the content (the labels of the URL and the date, the
// price line, the byline, …), in each language of the site: their one owner. French is written
// with ordinary spaces, like the French content modules; twin() gives a French twin Quebec
// spacing as a whole (frText), so « Catégorie : » and « 1 997 $ » come out right.
import type { Lang } from '../content/cities/types';

export interface TwinTexts {
  /** Before the page's canonical URL. */
  url: string;
  /** Before the content date. */
  updated: string;
  /** Before the other language's twin, by that twin's language. */
  versionIn: Record<Lang, string>;
  /** Before a figure's source. */
  source: string;
  /** In place of the price of a plan sold by quote. */
  quote: string;
  /** Between a plan's monthly and annual price. */
  or: string;
  /** Under the plans' heading. */
  taxes: string;
  /** A whole amount in Canadian dollars. */
  money: (amount: number) => string;
  /** The contact page's form section: where the form is (a link to the page), the reply promise. */
  contactForm: (pageLink: (label: string) => string, response: string) => string;
  /** One example of the AEO page: a classic search, the answer engine's question, why. */
  example: (traditional: string, aeo: string, explanation: string) => string;
  /** An article's first line: author, role, date, category. */
  byline: (by: {
    author: string;
    role: string;
    date: string;
    iso: string;
    category: string;
  }) => string;
  /** A legal document's date line. */
  lastUpdated: (date: string) => string;
}

// Intl's fr-CA output uses U+202F or U+00A0 depending on the ICU version; the site shows U+00A0
// (packages/ui's formatCad does the same, and the machine edition loads without the ui package).
const frMoney = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

export const twinTexts: Record<Lang, TwinTexts> = {
  'en-CA': {
    url: 'URL',
    updated: 'Updated',
    versionIn: { 'en-CA': 'English version', 'fr-CA': 'French version' },
    source: 'source',
    quote: 'Custom quote',
    or: 'or',
    taxes: 'Prices exclude applicable taxes.',
    money: (amount) => `$${amount.toLocaleString('en-CA')} CAD`,
    contactForm: (pageLink, response) =>
      `Send the form on ${pageLink('the contact page')}. ${response}.`,
    example: (traditional, aeo, explanation) =>
      `Traditional: “${traditional}”. Answer engine: “${aeo}” ${explanation}`,
    byline: ({ author, role, date, iso, category }) =>
      `By ${author}, ${role}. Published ${date} (${iso}). Category: ${category}.`,
    lastUpdated: (date) => `Last updated: ${date}`,
  },
  'fr-CA': {
    url: 'Adresse URL',
    updated: 'Mise à jour',
    versionIn: { 'en-CA': 'Version anglaise', 'fr-CA': 'Version française' },
    source: 'source',
    quote: 'Prix sur demande',
    or: 'ou',
    taxes: 'Tous les prix sont en dollars canadiens, avant les taxes applicables.',
    money: (amount) => frMoney.format(amount).replace(/\u202f/g, '\u00a0'),
    contactForm: (pageLink, response) =>
      `Remplissez le formulaire de ${pageLink('la page Nous joindre')}. ${response}.`,
    example: (traditional, aeo, explanation) =>
      `Recherche classique : « ${traditional} ». Moteur de réponse : « ${aeo} » ${explanation}`,
    byline: ({ author, role, date, iso, category }) =>
      `Par ${author}, ${role}. Publié le ${date} (${iso}). Catégorie : ${category}.`,
    lastUpdated: (date) => `Dernière mise à jour : ${date}`,
  },
};
