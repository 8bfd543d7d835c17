import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { KeywordTiles } from './KeywordTiles';
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

export const Toronto = meta.story({
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
});
