import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddonList, type Addon } from './AddonList';

const pricingAddons: Addon[] = [
  {
    name: 'PPC management',
    price: 1497,
    description: 'Google Ads and Microsoft Ads campaigns managed alongside your SEO.',
    features: ['Campaign setup and keyword research', 'Weekly bid optimisation'],
  },
  {
    name: 'Additional city targeting',
    price: 497,
    description: 'Rank in one more Canadian city with its own local landing page.',
  },
  {
    name: 'Bilingual SEO (French/English)',
    price: 797,
    description: 'Native French content and hreflang setup for Quebec and national audiences.',
  },
  {
    name: 'E-commerce SEO',
    price: 1297,
    description: 'Product and category optimisation for Shopify, WooCommerce and more.',
  },
  {
    name: 'Emergency SEO recovery',
    price: 2497,
    description: 'Rapid audit and recovery after a ranking drop or a search-engine penalty.',
  },
  {
    name: 'Social media management',
    price: 897,
    description: 'Consistent posting and community management that supports your search presence.',
  },
];

const meta = {
  title: 'Pricing/AddonList',
  component: AddonList,
  args: { addons: pricingAddons },
} satisfies Meta<typeof AddonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PricingPageAddons: Story = {
  name: 'Pricing page add-ons',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('article');
    await expect(items).toHaveLength(6);
    const expected: [string, string][] = [
      ['PPC management', '$1,497'],
      ['Additional city targeting', '$497'],
      ['Bilingual SEO (French/English)', '$797'],
      ['E-commerce SEO', '$1,297'],
      ['Emergency SEO recovery', '$2,497'],
      ['Social media management', '$897'],
    ];
    for (const [name, price] of expected) {
      const card = canvas.getByRole('article', { name });
      await expect(within(card).getByText(price)).toBeVisible();
    }
  },
};

export const PriceText: Story = {
  name: 'Price as text',
  args: {
    addons: [
      {
        name: 'Additional city targeting',
        priceText: '$497/month',
        description: 'Rank in one more Canadian city with its own local landing page.',
      },
      {
        name: 'Bilingual SEO (French/English)',
        priceText: '$797/month',
        description: 'Native French content and hreflang setup for Quebec and national audiences.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$497/month')).toBeVisible();
  },
};

export const FrenchCopy: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    locale: 'fr-CA',
    periodText: '/mois',
    addons: [
      {
        name: 'SEO bilingue (français/anglais)',
        price: 797,
        description:
          'Contenu rédigé en français par des professionnels et configuration hreflang pour le Québec.',
      },
      {
        name: 'Ciblage d’une ville supplémentaire',
        price: 497,
        description: 'Positionnez-vous dans une autre ville canadienne avec sa propre page locale.',
      },
    ],
  },
};
