import type { ReactNode } from 'react';
import preview from '../../stories-support/preview';
import { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid';
import { frenchArgs } from '../../stories-support/french';
import { useLocale } from '../../i18n/context';
import { expectRoleTexts } from '../../stories-support/play';

const homeFeatures: FeatureItem[] = [
  {
    icon: 'sparkle',
    title: 'AI-Powered SEO',
    description:
      'Machine learning finds the keywords, topics and technical fixes that move your rankings fastest.',
  },
  {
    icon: 'chat',
    title: 'Answer Engine Optimization',
    description:
      'Structured answers that voice assistants and featured snippets quote when customers ask questions.',
  },
  {
    icon: 'layers',
    title: 'Generative Engine Optimization',
    description:
      'Get your brand cited in ChatGPT, Gemini and Perplexity answers, not just in the blue links.',
  },
  {
    icon: 'mapPin',
    title: 'Canadian Market Mastery',
    description:
      'Local SEO for every province, bilingual French and English campaigns and Canadian directories.',
  },
  {
    icon: 'chart',
    title: 'Real-Time Analytics Dashboard',
    description:
      'See rankings, traffic and leads update live, with plain-language monthly reports.',
  },
  {
    icon: 'users',
    title: 'Dedicated Growth Team',
    description:
      'A strategist, content writer and technical specialist who know your business by name.',
  },
];

const homeFeaturesFr: FeatureItem[] = [
  {
    icon: 'sparkle',
    title: 'Référencement propulsé par l’IA',
    description:
      'L’apprentissage automatique repère les mots-clés, les sujets et les correctifs techniques qui font monter vos positions le plus vite.',
  },
  {
    icon: 'chat',
    title: 'Optimisation pour les moteurs de réponse',
    description:
      'Des réponses structurées que les assistants vocaux et les extraits optimisés citent quand vos clients posent des questions.',
  },
  {
    icon: 'layers',
    title: 'Optimisation pour les moteurs génératifs',
    description:
      'Faites citer votre marque dans les réponses de ChatGPT, de Gemini et de Perplexity, pas seulement dans les liens bleus.',
  },
  {
    icon: 'mapPin',
    title: 'Maîtrise du marché canadien',
    description:
      'Du référencement local pour chaque province, des campagnes bilingues et les répertoires canadiens.',
  },
  {
    icon: 'chart',
    title: 'Tableau de bord analytique en temps réel',
    description:
      'Suivez vos positions, votre trafic et vos demandes en direct, avec un rapport mensuel en langage clair.',
  },
  {
    icon: 'users',
    title: 'Une équipe de croissance dédiée',
    description:
      'Un stratège, une rédactrice et un spécialiste technique qui connaissent votre entreprise par son nom.',
  },
];

/** The section the grid sits in, its heading in the story's language. */
function Section({ children }: { children: ReactNode }) {
  const french = useLocale() === 'fr-CA';
  return (
    <div style={{ maxWidth: '72rem', margin: '0 auto' }}>
      <h2 style={{ marginTop: 0 }}>
        {french ? 'Pourquoi les entreprises nous choisissent' : 'Why businesses choose us'}
      </h2>
      {children}
    </div>
  );
}

const meta = preview.meta({
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: { items: homeFeatures, label: 'What we do' },
  parameters: frenchArgs<FeatureGridProps>({ items: homeFeaturesFr, label: 'Ce que nous faisons' }),
  decorators: [
    (Story) => (
      <Section>
        <Story />
      </Section>
    ),
  ],
});

export const SixHomeFeatures = meta.story({
  name: 'Six home features',
  play: async ({ canvasElement }) => {
    await expectRoleTexts(
      canvasElement,
      'heading',
      [
        'AI-Powered SEO',
        'Answer Engine Optimization',
        'Generative Engine Optimization',
        'Canadian Market Mastery',
        'Real-Time Analytics Dashboard',
        'Dedicated Growth Team',
      ],
      { level: 3 },
    );
  },
});

export const ThreeItems = meta.story({
  name: 'Three items',
  args: { items: homeFeatures.slice(0, 3) },
  parameters: frenchArgs<FeatureGridProps>({ items: homeFeaturesFr.slice(0, 3) }),
});

export const VeryLongText = meta.story({
  name: 'Very long text',
  args: {
    items: [
      {
        icon: 'globe',
        title: 'Référencement bilingue français-anglais pour les marchés du Québec et du Canada',
        description:
          'Des campagnes distinctes pour chaque langue, avec recherche de mots-clés locale, balises hreflang et contenu rédigé par des rédacteurs francophones, plutôt que de simples traductions automatiques.',
      },
      ...homeFeatures.slice(0, 2),
    ],
  },
  parameters: frenchArgs<FeatureGridProps>({
    items: [
      {
        icon: 'globe',
        title: 'Référencement bilingue français-anglais pour les marchés du Québec et du Canada',
        description:
          'Des campagnes distinctes pour chaque langue, avec recherche de mots-clés locale, balises hreflang et contenu rédigé par des rédacteurs francophones, plutôt que de simples traductions automatiques.',
      },
      ...homeFeaturesFr.slice(0, 2),
    ],
  }),
});
