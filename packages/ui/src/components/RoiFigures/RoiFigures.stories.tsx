import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { RoiFigures } from './RoiFigures';
import { roiFiguresPropDefs } from './RoiFigures.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { onInverse } from '../../stories-support/decorators';
import { figures } from '../../stories-support/figures';
import { expectVisibleTexts } from '../../stories-support/play';
import { frenchArgs } from '../../stories-support/french';

const pricingClaims = figures({
  'Businesses served': '500+',
  'Average traffic increase in 6 months': '250%',
  'Keywords ranked': '15M+',
  'Client retention': '98%',
  'Average monthly revenue increase': '$15,000',
  'Average ROI': '8.5x',
});

const number = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('fr-CA', options).format(value);

/** The same claims as the French pricing page writes them. */
const frenchClaims = figures({
  'Entreprises accompagnées': `${number(500)}+`,
  'Hausse moyenne de l’achalandage en 6 mois': number(2.5, { style: 'percent' }),
  'Mots-clés classés': `${number(15)} M+`,
  'Taux de fidélisation': number(0.98, { style: 'percent' }),
  'Hausse moyenne des revenus mensuels': number(15000, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }),
  'Rendement moyen du capital investi': `${number(8.5)} x`,
});

const meta = preview.meta({
  title: 'Pricing/RoiFigures',
  component: RoiFigures,
  args: { figures: pricingClaims },
  parameters: frenchArgs({ figures: frenchClaims }),
  argTypes: argTypesFrom(roiFiguresPropDefs),
});

export const PricingPageClaims = meta.story({
  name: 'Pricing page claims',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expectVisibleTexts(
      canvas,
      pricingClaims.flatMap(({ value, label }) => [value, label]),
    );
  },
});

export const OnDarkSection = meta.story({
  name: 'On a dark section',
  args: { tone: 'inverse' },
  decorators: [onInverse(vars.space.lg)],
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    figures: figures({
      'Entreprises accompagnées': '500+',
      'Hausse moyenne du trafic en 6 mois': '250 %',
      'Mots-clés positionnés': '15 M+',
      'Taux de fidélisation': '98 %',
      'Hausse moyenne des revenus mensuels': '15 000 $',
      'Rendement moyen du capital investi': '8,5x',
    }),
  },
  parameters: frenchArgs({ figures: frenchClaims }),
});
