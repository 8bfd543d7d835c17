import type { ComponentProps } from 'react';
import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { CityCard } from './CityCard';
import { cityCardPropDefs } from './CityCard.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { homeCities, homeCitiesFr, troisRivieres } from '../../stories-support/cities';
import { frenchArgs } from '../../stories-support/french';
import { framed } from '../../stories-support/decorators';
import { expectLink, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Cities/CityCard',
  component: CityCard,
  args: { city: homeCities[0]! },
  parameters: frenchArgs({ city: homeCitiesFr[0]! }),
  argTypes: argTypesFrom(cityCardPropDefs),
  decorators: [framed({ maxWidth: '24rem' })],
});

export const SingleCard = meta.story({
  name: 'Single card',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expectLink(canvas, 'Toronto', '/toronto-seo');
    await expectVisibleTexts(canvas, ['2.9M', '285K+', '+12%']);
  },
});

/** Already French: the same args in both languages. */
const troisRivieresArgs: ComponentProps<typeof CityCard> = {
  city: {
    ...troisRivieres,
    lang: 'fr-CA',
    description:
      'Un référencement bilingue pour la capitale régionale de la Mauricie, pôle universitaire et manufacturier fondé en 1634.',
  },
  labels: {
    population: 'Population',
    businesses: 'Entreprises',
    growth: 'Croissance',
    more: 'Découvrir nos services SEO',
  },
};

export const LongFrenchName = meta.story({
  name: 'Long French name',
  args: troisRivieresArgs,
  parameters: frenchArgs(troisRivieresArgs),
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Trois-Rivières', '/trois-rivieres-seo');
  },
});
