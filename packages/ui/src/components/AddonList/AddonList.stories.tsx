import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { AddonList } from './AddonList';
import { expectCards } from '../../stories-support/cards';
import { expectVisibleTexts } from '../../stories-support/play';
import {
  addons,
  addonsFr,
  bilingualAddon,
  bilingualAddonFr,
  cityAddon,
  cityAddonFr,
} from '../../stories-support/plans';
import { frenchArgs } from '../../stories-support/french';

const money = (dollars: number) =>
  new Intl.NumberFormat('fr-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(dollars);

const meta = preview.meta({
  title: 'Pricing/AddonList',
  component: AddonList,
  args: { addons },
  parameters: frenchArgs({ addons: addonsFr }),
});

export const PricingPageAddons = meta.story({
  name: 'Pricing page add-ons',
  play: async ({ canvas }) => {
    await expectCards(canvas, 6);
    const prices = ['$1,497', '$497', '$797', '$1,297', '$2,497', '$897'];
    for (const [index, { name }] of addons.entries()) {
      const card = canvas.getByRole('article', { name });
      await expect(within(card).getByText(prices[index]!)).toBeVisible();
    }
  },
});

export const PriceText = meta.story({
  name: 'Price as text',
  args: {
    addons: [
      { ...cityAddon, priceText: '$497/month' },
      { ...bilingualAddon, priceText: '$797/month' },
    ],
  },
  parameters: frenchArgs({
    addons: [
      { ...cityAddonFr, priceText: `${money(497)}/mois` },
      { ...bilingualAddonFr, priceText: `${money(797)}/mois` },
    ],
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$497/month']);
  },
});

/** Already French: the same args in both languages. */
const frenchCopy = {
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
};

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: frenchCopy,
  parameters: frenchArgs(frenchCopy),
});
