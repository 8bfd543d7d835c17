import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { placeholderImage } from '../../stories-support/placeholderImage';
import { TeamProfile } from './TeamProfile';
import { cardGrid } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';
import { expectHeading, expectVisibleTexts } from '../../stories-support/play';

/** The meta's sample content in French. */
const frenchMeta = {
  role: 'Présidente et fondatrice',
  description:
    'Ancienne stratège de recherche chez Google, elle a aidé plus de 500 entreprises canadiennes à croître grâce au SEO propulsé par l’IA.',
};

const meta = preview.meta({
  title: 'Marketing/TeamProfile',
  component: TeamProfile,
  args: {
    name: 'Sarah Chen',
    role: 'CEO & Founder',
    description:
      'Former Google search strategist who has helped more than 500 Canadian businesses grow through AI-driven SEO.',
  },
  parameters: frenchArgs(frenchMeta),
  decorators: [cardWidth(320, 1200)],
});

export const WithInitials = meta.story({
  name: 'With initials',
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Sarah Chen');
    await expect(canvas.getByText('SC')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const WithPhoto = meta.story({
  name: 'With photo',
  args: {
    name: 'Marc Tremblay',
    role: 'Head of AI Research',
    description: 'Builds the machine-learning models behind our ranking predictions.',
    photo: {
      src: placeholderImage({ width: 192, height: 192, label: 'MT' }),
      alt: 'Portrait of Marc Tremblay',
      width: 96,
      height: 96,
    },
  },
  parameters: frenchArgs({
    role: 'Chef de la recherche en IA',
    description:
      'Il conçoit les modèles d’apprentissage automatique derrière nos prévisions de classement.',
    photo: {
      src: placeholderImage({ width: 192, height: 192, label: 'MT' }),
      alt: 'Portrait de Marc Tremblay',
      width: 96,
      height: 96,
    },
  }),
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Portrait of Marc Tremblay' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '96');
  },
});

export const LongName = meta.story({
  name: 'Long name',
  args: {
    name: 'Marie-Ève Bouchard-Lefebvre de la Rochefoucauld',
    role: 'Director of Bilingual Search Strategy and Regional Partnerships',
    description:
      'Leads bilingual SEO for clients across Québec, from Montréal to Trois-Rivières and Sherbrooke.',
  },
  parameters: frenchArgs({
    role: 'Directrice de la stratégie de recherche bilingue et des partenariats régionaux',
    description:
      'Elle dirige le SEO bilingue des clients partout au Québec, de Montréal à Trois-Rivières et Sherbrooke.',
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['MR']);
  },
});

/** The about page's team: four people, each with the sample description. */
const team = [
  ['Sarah Chen', 'CEO & Founder'],
  ['Marc Tremblay', 'Head of AI Research'],
  ['Priya Patel', 'Director of Client Success'],
  ['David Okafor', 'Lead Technical SEO'],
].map(([name = '', role = '']) => ({ ...meta.input.args, name, role }));

const equipe = [
  ['Sarah Chen', 'Présidente et fondatrice'],
  ['Marc Tremblay', 'Chef de la recherche en IA'],
  ['Priya Patel', 'Directrice du succès client'],
  ['David Okafor', 'Responsable du SEO technique'],
].map(([name = '', role = '']) => ({
  ...meta.input.args,
  ...frenchMeta,
  name,
  role,
}));

export const FourProfilesGrid = meta.story({
  name: 'Four profiles grid',
  ...cardGrid(TeamProfile, [1, 2, 4], team, equipe),
});
