import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { placeholderImage } from '../../stories-support/placeholderImage';
import { cardWidth } from '../../stories-support/decorators';
import { Testimonial } from './Testimonial';
import { frenchArgs } from '../../stories-support/french';

const meta = preview.meta({
  title: 'Marketing/Testimonial',
  component: Testimonial,
  args: {
    quote:
      'Within six months new patients were finding us on Google and in ChatGPT answers. We stopped paying for directory listings.',
    name: 'Dr. Anita Rao',
    role: 'Owner',
    company: 'Maple Ridge Dental',
    city: 'Toronto',
  },
  parameters: frenchArgs({
    quote:
      'En six mois, de nouveaux patients nous trouvaient sur Google et dans les réponses de ChatGPT. Nous avons cessé de payer pour des inscriptions dans les annuaires.',
    name: 'Dre Anita Rao',
    role: 'Propriétaire',
    company: 'Clinique dentaire Rao',
  }),
  decorators: [cardWidth(360, 1200)],
});

export const Default = meta.story({
  name: 'Default',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Within six months/)).toBeVisible();
    await expect(canvas.getByText('Owner, Maple Ridge Dental · Toronto')).toBeVisible();
    await expect(canvas.queryByText('Sample')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const Sample = meta.story({
  name: 'Sample',
  args: { sample: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample')).toBeVisible();
  },
});

export const WithPhoto = meta.story({
  name: 'With photo',
  args: {
    sample: true,
    photo: { src: placeholderImage({ width: 96, height: 96, label: 'AR' }), width: 48, height: 48 },
  },
  play: async ({ canvasElement }) => {
    // The name beside it says who it is: the photo is decoration.
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('width', '48');
  },
});

/** A long French quote, French in both passes. */
const gagnonAvocats = {
  quote:
    'Nos pages françaises et anglaises ont été rédigées comme deux originaux, pas comme une traduction. Les demandes venues du Québec ont doublé, et nos associés reçoivent maintenant des appels de Trois-Rivières et de Sherbrooke.',
  name: 'Julien Gagnon',
  role: 'Associé directeur',
  company: 'Gagnon Avocats',
  city: 'Montréal',
  lang: 'fr-CA',
  sample: true,
};

export const LongQuote = meta.story({
  name: 'Long quote',
  args: gagnonAvocats,
  parameters: frenchArgs(gagnonAvocats),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Associé directeur, Gagnon Avocats · Montréal')).toBeVisible();
  },
});
