import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { Grid } from '../../primitives';
import { BenefitCard } from './BenefitCard';
import { cardWidth } from '../../stories-support/decorators';

const meta = preview.meta({
  title: 'Content/BenefitCard',
  component: BenefitCard,
  args: {
    icon: 'mic' as const,
    title: 'Win Voice Search',
    description:
      '58% of consumers use voice search daily. AEO structures your content so assistants read your answer aloud.',
  },
  decorators: [cardWidth(400, 1200)],
});

export const AeoBenefit = meta.story({
  name: 'AEO benefit',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Win Voice Search' });
    await expect(within(card).queryByText('The Result')).toBeNull();
  },
});

export const AiBenefitWithResult = meta.story({
  name: 'AI benefit with result',
  args: {
    icon: 'bolt',
    title: 'Real-Time Optimization',
    description:
      'Our models process more than 10,000 data points per second and adjust your strategy as search changes.',
    result: 'Ranking improvements 73% faster than manual SEO.',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Real-Time Optimization' });
    await expect(within(card).getByText('The Result')).toBeVisible();
    await expect(within(card).getByText(/73% faster/)).toBeVisible();
  },
});

const benefits = [
  ['bolt', 'Real-Time Optimization', 'Ranking improvements 73% faster than manual SEO.'],
  ['chart', 'Predictive Analytics', 'Spot trending keywords weeks before competitors.'],
  ['pen', 'Content at Scale', 'Publish optimised content four times faster.'],
  ['target', 'Precision Targeting', 'Higher-intent visitors and more qualified leads.'],
  ['clock', 'Always On', '24/7 monitoring catches ranking drops within hours.'],
  ['trendingUp', 'Compounding Growth', 'Clients average a 340% traffic increase.'],
] as const;

export const SixInAGrid = meta.story({
  name: 'Six in a grid',
  parameters: { wide: true },
  render: () => (
    <Grid columns={[1, 2, 3]}>
      {benefits.map(([icon, title, result]) => (
        <BenefitCard
          key={title}
          icon={icon}
          title={title}
          description="Machine learning turns search data into decisions your team can act on today."
          result={result}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
});
