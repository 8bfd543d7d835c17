import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { ProblemCard } from './ProblemCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';

const meta = preview.meta({
  title: 'Content/ProblemCard',
  component: ProblemCard,
  args: {
    title: 'Manual SEO Cannot Keep Up',
    description:
      'Search algorithms change thousands of times a year. Human teams reviewing spreadsheets react weeks too late.',
    reality:
      'By the time a manual audit is finished, your competitors have already captured the new rankings.',
  },
  parameters: frenchArgs({
    title: 'Le SEO manuel ne suit plus',
    description:
      'Les algorithmes de recherche changent des milliers de fois par année. Une équipe qui épluche des tableurs réagit des semaines trop tard.',
    reality:
      'Le temps de terminer un audit manuel, vos concurrents ont déjà pris les nouvelles positions.',
  }),
  decorators: [cardWidth(480, 1100)],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Manual SEO Cannot Keep Up' });
    await expect(within(card).getByText('The Reality')).toBeVisible();
  },
});

const problems = [
  {
    title: 'Manual SEO Cannot Keep Up',
    description:
      'Search algorithms change thousands of times a year. Human teams react weeks too late.',
    reality: 'By the time a manual audit is finished, competitors have captured the new rankings.',
  },
  {
    icon: 'search',
    title: 'AI Search Is Replacing Clicks',
    description:
      'ChatGPT, Perplexity and Google AI Overviews answer questions without sending a visit.',
    reality:
      '73% of searches will end without a click by 2025. If you are not the answer, you are invisible.',
  },
  {
    icon: 'chart',
    title: 'Competitors Are Already Using AI',
    description:
      'Early adopters analyse thousands of data points per second to find ranking opportunities.',
    reality: 'Businesses using AI SEO see up to 340% more traffic than those that do not.',
  },
  {
    icon: 'clock',
    title: 'Results Take Too Long',
    description:
      'Traditional SEO campaigns often need six months or more before they move the needle.',
    reality: 'Every month of delay is revenue handed to the competitor ranking above you.',
  },
] as const;

const problemes = [
  {
    title: 'Le SEO manuel ne suit plus',
    description:
      'Les algorithmes de recherche changent des milliers de fois par année. Une équipe humaine réagit des semaines trop tard.',
    reality:
      'Le temps de terminer un audit manuel, vos concurrents ont pris les nouvelles positions.',
  },
  {
    icon: 'search',
    title: 'La recherche IA remplace les clics',
    description:
      'ChatGPT, Perplexity et les aperçus IA de Google répondent aux questions sans envoyer de visite.',
    reality:
      '73 % des recherches se termineront sans clic d’ici 2025. Si vous n’êtes pas la réponse, vous êtes invisible.',
  },
  {
    icon: 'chart',
    title: 'Vos concurrents utilisent déjà l’IA',
    description:
      'Les premiers à l’adopter analysent des milliers de données par seconde pour trouver des occasions de classement.',
    reality:
      'Les entreprises qui misent sur le SEO par IA obtiennent jusqu’à 340 % plus d’achalandage.',
  },
  {
    icon: 'clock',
    title: 'Les résultats tardent trop',
    description:
      'Une campagne SEO traditionnelle demande souvent six mois ou plus avant de donner des résultats.',
    reality:
      'Chaque mois de retard, ce sont des revenus qui vont au concurrent classé devant vous.',
  },
] as const;

export const FourProblemsGrid = meta.story({
  name: 'Four problems grid',
  ...cardGrid(ProblemCard, [1, 2, 2], problems, problemes),
  play: async ({ canvas }) => {
    await expectCards(canvas, 4);
    await expect(canvas.getAllByText('The Reality')).toHaveLength(4);
  },
});
