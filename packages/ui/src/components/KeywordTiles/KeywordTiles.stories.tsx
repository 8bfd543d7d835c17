import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { KeywordTiles, type KeywordTilesProps } from './KeywordTiles';
import { frenchArgs } from '../../stories-support/french';
import { expectItemTexts, expectLink } from '../../stories-support/play';
import { inEnglish } from '../../stories-support/text';

const torontoKeywords = [
  'Toronto SEO company',
  'SEO services Toronto ON',
  'Digital marketing Toronto',
  'Toronto web design',
  'Local SEO Toronto',
  'Greater Toronto Area SEO',
];

// Per story, not on the meta: a meta's French args would also cover the French story's own.
const torontoFr = {
  heading: 'Les recherches que nous ciblons à Toronto',
  intro:
    'Nous vous faisons ressortir dans les recherches que vos clients de Toronto tapent et dictent.',
  keywords: [
    'Agence SEO Toronto',
    inEnglish('SEO services Toronto ON'),
    'Marketing numérique Toronto',
    'Création de site web Toronto',
    'Référencement local Toronto',
    'Référencement web Grand Toronto',
  ],
  ctaLabel: 'Lancez votre campagne à Toronto',
} satisfies Partial<KeywordTilesProps>;

const meta = preview.meta({
  title: 'Cities/KeywordTiles',
  component: KeywordTiles,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Toronto Keywords We Target',
    intro: 'We rank you for the searches your Toronto customers actually type and speak.',
    keywords: torontoKeywords,
    ctaLabel: 'Start Your Toronto SEO Campaign',
  },
});

/** In French, the searches Toronto's French speakers type; the English ones tagged. */
export const Toronto = meta.story({
  parameters: frenchArgs<KeywordTilesProps>(torontoFr),
  play: async ({ canvas, canvasElement }) => {
    await expectItemTexts(canvasElement, torontoKeywords);
    await expectLink(canvas, 'Start Your Toronto SEO Campaign', '/contact');
  },
});

/** A French section whose English searches are tagged as English, tile by tile. */
export const MontrealFrench = meta.story({
  name: 'Montréal French keywords',
  args: {
    lang: 'fr-CA',
    heading: 'Les recherches que nous ciblons à Montréal',
    intro: 'Les requêtes que vos clients tapent pour trouver une entreprise comme la vôtre.',
    keywords: [
      'Agence SEO Montréal',
      inEnglish('Montreal SEO company'),
      'Référencement web Montréal',
      inEnglish('SEO services Montreal QC'),
      'Création de site web Montréal',
      'Référencement web Laval',
    ],
    ctaLabel: 'Lancer ma campagne à Montréal',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('lang', 'fr-CA');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual([
      null,
      'en-CA',
      null,
      'en-CA',
      null,
      null,
    ]);
  },
});

export const LongPhrases = meta.story({
  name: 'Long phrases',
  args: {
    keywords: [
      'Best AI-powered search engine optimization company in downtown Toronto Ontario',
      'Affordable bilingual SEO services for small businesses in the Greater Toronto Area',
      'Answer engine optimization consultants near Toronto Pearson International Airport',
      'Generative engine optimization agency for Toronto real estate brokerages',
      'Technical SEO audit for Shopify and WooCommerce stores in Mississauga and Brampton',
      'Local SEO for restaurants, cafés and hospitality businesses on King Street West',
    ],
    ctaLabel: 'Start Your Greater Toronto Area Search Engine Optimization Campaign Today',
  },
  parameters: frenchArgs<KeywordTilesProps>({
    ...torontoFr,
    keywords: [
      'Meilleure agence de référencement propulsé par l’IA au centre-ville de Toronto en Ontario',
      'Services SEO bilingues abordables pour les petites entreprises du Grand Toronto',
      'Consultants en optimisation pour les moteurs de réponse près de l’aéroport Pearson',
      'Agence d’optimisation pour les moteurs génératifs pour les courtiers immobiliers de Toronto',
      'Audit SEO technique pour boutiques Shopify et WooCommerce à Mississauga et Brampton',
      'Référencement local pour restaurants, cafés et établissements hôteliers de la rue King Ouest',
    ],
    ctaLabel: 'Lancez dès aujourd’hui votre campagne de référencement dans le Grand Toronto',
  }),
});
