import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { ProblemCard } from './ProblemCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';

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

export const FourProblemsGrid = meta.story({
  name: 'Four problems grid',
  ...cardGrid(ProblemCard, [1, 2, 2], problems),
  play: async ({ canvas }) => {
    await expectCards(canvas, 4);
    await expect(canvas.getAllByText('The Reality')).toHaveLength(4);
  },
});
