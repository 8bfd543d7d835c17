import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { SectionIntro } from './SectionIntro';
import { sectionIntroPropDefs } from './SectionIntro.props';
import { argTypesFrom } from '../stories-support/propDocs';
import { frenchArgs } from '../stories-support/french';

const meta = preview.meta({
  title: 'Foundations/SectionIntro',
  component: SectionIntro,
  args: {
    heading: 'Why Businesses Choose Us',
    headingLevel: 2 as const,
    headingId: 'intro-heading',
  },
  parameters: frenchArgs({ heading: 'Pourquoi les entreprises nous choisissent' }),
  argTypes: argTypesFrom(sectionIntroPropDefs),
});

export const HeadingOnly = meta.story();

export const WithIntro = meta.story({
  args: {
    intro: 'AI-powered SEO, answer-engine and generative-engine optimisation under one roof.',
  },
  parameters: frenchArgs({
    heading: 'Pourquoi les entreprises nous choisissent',
    intro:
      'Le SEO propulsé par l’IA, l’optimisation pour les moteurs de réponse et pour les moteurs génératifs, sous un même toit.',
  }),
});

export const UnderAnotherHeading = meta.story({
  args: { headingLevel: 3, heading: 'Served areas' },
  parameters: frenchArgs({ heading: 'Régions desservies' }),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Served areas' });
    await expect(heading.tagName).toBe('H3');
    await expect(heading.id).toBe('intro-heading');
  },
});

export const FrenchCopy = meta.story({
  render: (args) => (
    <div lang="fr-CA">
      <SectionIntro
        {...args}
        heading="Une agence d’ici, pour le marché québécois"
        intro="Des stratégies de référencement pensées pour les entreprises de Montréal et de Québec."
      />
    </div>
  ),
});
