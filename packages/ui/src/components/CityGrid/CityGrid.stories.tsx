import type { ComponentProps } from 'react';
import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { CityGrid } from './CityGrid';
import { homeCities, homeCitiesFr, troisRivieres } from '../../stories-support/cities';
import { frenchArgs } from '../../stories-support/french';
import { framed } from '../../stories-support/decorators';
import { expectHeading, expectLink } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Cities/CityGrid',
  component: CityGrid,
  args: {
    title: 'SEO Services Across Canada',
    intro: 'Local expertise in the cities where Canadian businesses compete hardest.',
    cities: homeCities.slice(0, 9),
  },
  parameters: frenchArgs({
    title: 'Des services SEO partout au Canada',
    intro:
      'Une expertise locale dans les villes où les entreprises canadiennes se font la plus forte concurrence.',
    cities: homeCitiesFr.slice(0, 9),
  }),
  decorators: [framed({ maxWidth: '72rem', margin: '0 auto' })],
});

export const NineCities = meta.story({
  name: 'Nine cities',
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(9);
    const cityLinks = cards.map((card) => within(card).getByRole('link'));
    await expect(cityLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/toronto-seo',
      '/vancouver-seo',
      '/montreal-seo',
      '/calgary-seo',
      '/ottawa-seo',
      '/edmonton-seo',
      '/winnipeg-seo',
      '/quebec-city-seo',
      '/hamilton-seo',
    ]);
    await expectHeading(canvas, "Don't See Your City?");
    await expectLink(canvas, 'Contact Us', '/contact');
  },
});

export const SingleCity = meta.story({
  name: 'Single city',
  args: { cities: homeCities.slice(0, 1) },
  parameters: frenchArgs({ cities: homeCitiesFr.slice(0, 1) }),
});

export const DontSeeYourCity = meta.story({
  name: "Don't see your city",
  args: { cities: [] },
  parameters: frenchArgs({ cities: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expectHeading(canvas, "Don't See Your City?", 3);
  },
});

/** Already French: the same args in both languages. */
const quebecArgs: ComponentProps<typeof CityGrid> = {
  lang: 'fr-CA',
  title: 'Référencement partout au Québec',
  intro: 'Une expertise locale, en français et en anglais.',
  cities: [
    {
      ...troisRivieres,
      description: 'Pôle universitaire et manufacturier de la Mauricie, fondé en 1634.',
    },
    {
      ...troisRivieres,
      name: 'Sherbrooke',
      population: '175K+',
      businesses: '10K+',
      growth: '+7%',
      href: '/sherbrooke-seo',
      accent: 'success',
      description: 'Plus de 40K étudiants et une économie du savoir en pleine croissance.',
    },
    {
      ...homeCities[7]!,
      name: 'Ville de Québec',
      province: 'Québec',
      accent: 'primary',
      description: 'La capitale nationale, où le secteur public représente 25 % des emplois.',
    },
  ],
  cardLabels: { businesses: 'Entreprises', growth: 'Croissance', more: 'Découvrir' },
  fallbackTitle: 'Vous ne voyez pas votre ville?',
  fallbackText: 'Nous servons les entreprises de toutes les régions du Québec et du Canada.',
  fallbackActionLabel: 'Nous joindre',
};

export const French = meta.story({
  name: 'French copy',
  args: quebecArgs,
  parameters: frenchArgs(quebecArgs),
});
