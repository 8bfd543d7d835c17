import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeywordTiles } from './KeywordTiles';

const torontoKeywords = [
  'Toronto SEO company',
  'SEO services Toronto ON',
  'Digital marketing Toronto',
  'Toronto web design',
  'Local SEO Toronto',
  'Greater Toronto Area SEO',
];

const meta = {
  title: 'Cities/KeywordTiles',
  component: KeywordTiles,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Toronto Keywords We Target',
    intro: 'We rank you for the searches your Toronto customers actually type and speak.',
    keywords: torontoKeywords,
    ctaLabel: 'Start Your Toronto SEO Campaign',
  },
} satisfies Meta<typeof KeywordTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toronto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(torontoKeywords);
    await expect(
      canvas.getByRole('link', { name: 'Start Your Toronto SEO Campaign' }),
    ).toHaveAttribute('href', '/contact');
  },
};

export const MontrealFrench: Story = {
  name: 'Montréal French keywords',
  args: {
    lang: 'fr-CA',
    heading: 'Mots-clés ciblés à Montréal',
    intro: 'Nous vous positionnons sur les recherches de vos clients montréalais.',
    keywords: [
      'Agence SEO Montréal',
      'Référencement Montréal',
      'Marketing numérique Montréal',
      'Conception de site web Montréal',
      'SEO local Montréal',
      'Référencement naturel Grand Montréal',
    ],
    ctaLabel: 'Lancez votre campagne SEO à Montréal',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('lang', 'fr-CA');
  },
};

export const LongPhrases: Story = {
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
};
