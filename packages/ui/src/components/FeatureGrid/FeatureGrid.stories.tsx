import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';

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

const meta = preview.meta({
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: { items: homeFeatures, label: 'What we do' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem', margin: '0 auto' }}>
        <h2 style={{ marginTop: 0 }}>Why businesses choose us</h2>
        <Story />
      </div>
    ),
  ],
});

export const SixHomeFeatures = meta.story({
  name: 'Six home features',
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'AI-Powered SEO',
      'Answer Engine Optimization',
      'Generative Engine Optimization',
      'Canadian Market Mastery',
      'Real-Time Analytics Dashboard',
      'Dedicated Growth Team',
    ]);
  },
});

export const ThreeItems = meta.story({
  name: 'Three items',
  args: { items: homeFeatures.slice(0, 3) },
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
});
