import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { Grid } from '../../primitives';
import { ValueCard } from './ValueCard';
import { cardWidth } from '../../stories-support/decorators';

const meta = preview.meta({
  title: 'Marketing/ValueCard',
  component: ValueCard,
  args: {
    icon: 'target' as const,
    title: 'Results First',
    description:
      'Every strategy is measured against real business outcomes: traffic, leads and revenue.',
  },
  decorators: [cardWidth(380, 1200)],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Results First' });
    await expect(card).toHaveTextContent('real business outcomes');
  },
});

export const ThreeValuesGrid = meta.story({
  name: 'Three values in a grid',
  parameters: { wide: true },
  render: () => (
    <Grid columns={[1, 1, 3]}>
      <ValueCard
        icon="target"
        title="Results First"
        description="Every strategy is measured against real business outcomes: traffic, leads and revenue."
      />
      <ValueCard
        icon="shield"
        title="Radical Transparency"
        description="Clear reports, honest timelines and no black-box tactics. You always know what we do and why."
      />
      <ValueCard
        icon="lightbulb"
        title="Always Innovating"
        description="We test new AI search surfaces first, so our clients are ready before their competitors."
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
});
