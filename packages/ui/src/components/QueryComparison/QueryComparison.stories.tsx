import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { QueryComparison } from './QueryComparison';
import { queryComparisonPropDefs } from './QueryComparison.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { frenchArgs } from '../../stories-support/french';
import { expectVisibleTexts } from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';

const meta = preview.meta({
  title: 'Content/QueryComparison',
  component: QueryComparison,
  args: {
    label: 'Traditional search compared with AEO queries',
    items: [
      {
        traditional: 'plumber toronto',
        aeo: 'Who is the best emergency plumber near me that is open right now?',
        explanation: 'Answer engines pick one business to recommend. AEO makes sure it is yours.',
      },
      {
        traditional: 'seo services canada',
        aeo: 'Which SEO agency in Canada is best for a small law firm?',
        explanation:
          'Conversational questions carry intent; we structure your content to answer them.',
      },
      {
        traditional: 'vegan restaurant montreal',
        aeo: 'Where can I get a good vegan brunch in Montréal this Sunday?',
      },
    ],
  },
  parameters: frenchArgs({
    label: 'Recherche traditionnelle et requêtes AEO comparées',
    items: [
      {
        traditional: 'plombier toronto',
        aeo: 'Qui est le meilleur plombier d’urgence près de chez moi ouvert en ce moment?',
        explanation:
          'Les moteurs de réponse recommandent une seule entreprise. L’AEO veille à ce que ce soit la vôtre.',
      },
      {
        traditional: 'services seo canada',
        aeo: 'Quelle agence SEO au Canada convient le mieux à un petit cabinet d’avocats?',
        explanation:
          'Les questions conversationnelles portent une intention; nous structurons votre contenu pour y répondre.',
      },
      {
        traditional: 'restaurant végane montréal',
        aeo: 'Où trouver un bon brunch végane à Montréal ce dimanche?',
      },
    ],
  }),
  argTypes: argTypesFrom(queryComparisonPropDefs),
  decorators: [framed({ maxWidth: 1040 })],
});

export const ThreeExamples = meta.story({
  name: 'Three examples',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Traditional search compared with AEO queries' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expectVisibleTexts(first, ['Traditional search', 'AEO query', 'plumber toronto']);
  },
});

/** A long French query at phone width, French in both passes. */
const longQueries = {
  traditionalLabel: 'Recherche traditionnelle',
  aeoLabel: 'Requête AEO',
  label: 'Exemples de requêtes',
  lang: 'fr-CA',
  items: [
    {
      traditional: 'entrepreneur-rénovation-cuisine-salle-de-bain-sainte-anne-de-la-pérade',
      aeo: 'Quel entrepreneur en rénovation de cuisine et de salle de bain recommandes-tu près de Sainte-Anne-de-la-Pérade pour un budget de 25 000 dollars avec des délais courts?',
      explanation:
        'Les moteurs de réponse privilégient les contenus qui répondent précisément à des questions longues et détaillées, formulées en langage naturel.',
    },
  ],
};

export const LongQueriesPhone = meta.story({
  name: 'Long queries at phone width',
  args: longQueries,
  parameters: frenchArgs(longQueries),
  decorators: [framed({ maxWidth: 358 })],
});
