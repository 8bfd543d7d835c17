import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { ReasonCards } from './ReasonCards';
import { frenchArgs } from '../../stories-support/french';
import { expectHeading } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Cities/ReasonCards',
  component: ReasonCards,
  args: {
    heading: 'Why Toronto Businesses Choose Us',
    intro: 'Canada’s largest market is also its most competitive. Here is how we win it.',
    reasons: [
      {
        title: 'Competitive Market Expertise',
        description:
          'We have ranked clients against national brands in finance, law and real estate across the GTA.',
      },
      {
        title: 'Neighbourhood-Level Targeting',
        description:
          'From Liberty Village to Scarborough, we optimise for the neighbourhoods your customers search in.',
      },
      {
        title: 'AI Search Ready',
        description:
          'Your business becomes the answer in ChatGPT, Google AI Overviews and voice assistants.',
      },
    ],
  },
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs({
      heading: 'Pourquoi les entreprises de Toronto nous choisissent',
      intro:
        'Le plus grand marché du Canada est aussi le plus concurrentiel. Voici comment nous le remportons.',
      reasons: [
        {
          title: 'Expertise des marchés concurrentiels',
          description:
            'Nous avons classé des clients devant des marques nationales en finance, en droit et en immobilier partout dans la région du Grand Toronto.',
        },
        {
          title: 'Ciblage par quartier',
          description:
            'De Liberty Village à Scarborough, nous optimisons pour les quartiers où vos clients cherchent.',
        },
        {
          title: 'Prêts pour la recherche par IA',
          description:
            'Votre entreprise devient la réponse dans ChatGPT, les aperçus IA de Google et les assistants vocaux.',
        },
      ],
    }),
  },
});

export const Toronto = meta.story({
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Why Toronto Businesses Choose Us', 2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
});

/** Québec's reasons, French in both passes. */
const quebec = {
  lang: 'fr-CA',
  heading: 'Pourquoi les entreprises de Québec nous choisissent',
  intro: 'Un marché bilingue exige une stratégie de référencement pensée dans les deux langues.',
  reasons: [
    {
      title: 'Expertise bilingue',
      description:
        'Nous optimisons votre site en français et en anglais pour rejoindre toute la clientèle de la Capitale-Nationale.',
    },
    {
      title: 'Connaissance du marché local',
      description:
        'Gouvernement, tourisme et assurances : nous connaissons les secteurs qui font battre l’économie de Québec.',
    },
    {
      title: 'Prêts pour la recherche par IA',
      description:
        'Votre entreprise devient la réponse dans ChatGPT, les aperçus IA de Google et les assistants vocaux.',
    },
  ],
};

export const French = meta.story({
  args: quebec,
  parameters: frenchArgs(quebec),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('lang', 'fr-CA');
  },
});
