import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../../primitives';
import { ProblemCard } from './ProblemCard';
import { cardWidth } from '../../stories-support/decorators';

const meta = {
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
} satisfies Meta<typeof ProblemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Manual SEO Cannot Keep Up' });
    await expect(within(card).getByText('The Reality')).toBeVisible();
  },
};

export const FourProblemsGrid: Story = {
  name: 'Four problems grid',
  parameters: { wide: true },
  render: () => (
    <Grid columns={[1, 2, 2]}>
      <ProblemCard
        title="Manual SEO Cannot Keep Up"
        description="Search algorithms change thousands of times a year. Human teams react weeks too late."
        reality="By the time a manual audit is finished, competitors have captured the new rankings."
      />
      <ProblemCard
        icon="search"
        title="AI Search Is Replacing Clicks"
        description="ChatGPT, Perplexity and Google AI Overviews answer questions without sending a visit."
        reality="73% of searches will end without a click by 2025. If you are not the answer, you are invisible."
      />
      <ProblemCard
        icon="chart"
        title="Competitors Are Already Using AI"
        description="Early adopters analyse thousands of data points per second to find ranking opportunities."
        reality="Businesses using AI SEO see up to 340% more traffic than those that do not."
      />
      <ProblemCard
        icon="clock"
        title="Results Take Too Long"
        description="Traditional SEO campaigns often need six months or more before they move the needle."
        reality="Every month of delay is revenue handed to the competitor ranking above you."
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('The Reality')).toHaveLength(4);
  },
};
