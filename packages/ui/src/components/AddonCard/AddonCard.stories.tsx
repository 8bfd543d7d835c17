import preview from '../../stories-support/preview';
import { expect, fn } from 'storybook/test';
import { AddonCard } from './AddonCard';
import { framed } from '../../stories-support/decorators';
import { expectBusyButton, expectVisibleTexts, pressCalls } from '../../stories-support/play';
import { bilingualAddon, bilingualAddonFr } from '../../stories-support/plans';
import { frenchArgs } from '../../stories-support/french';

const meta = preview.meta({
  title: 'Account/AddonCard',
  component: AddonCard,
  args: { ...bilingualAddon, onAdd: fn() },
  parameters: frenchArgs(bilingualAddonFr),
  decorators: [framed({ maxWidth: 360 })],
});

export const Active = meta.story({
  args: { active: true },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Active']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Add = meta.story({
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['$797']);
    await pressCalls(
      canvas,
      'Add: Bilingual SEO (French/English)',
      args.onAdd,
      'Bilingual SEO (French/English)',
    );
  },
});

export const Adding = meta.story({
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Adding...: Bilingual SEO (French/English)', args.onAdd);
  },
});

export const WithFeatures = meta.story({
  name: 'With features and price text',
  args: {
    name: 'E-commerce SEO',
    price: undefined,
    priceText: '$1,297/month',
    description: 'Product and category optimisation for online stores.',
    features: ['Product schema markup', 'Category page optimisation', 'Shopping feed audit'],
  },
  parameters: frenchArgs({
    name: 'SEO pour le commerce électronique',
    priceText: `${new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(1297)}/mois`,
    description: 'Optimisation des fiches produits et des catégories pour les boutiques en ligne.',
    features: [
      'Données structurées des produits',
      'Optimisation des pages de catégories',
      'Audit du flux de produits',
    ],
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$1,297/month']);
  },
});
