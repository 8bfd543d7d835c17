import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { ValueCard } from './ValueCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';

/** The about page's three values; the single card shows the first. */
const values = [
  {
    icon: 'target',
    title: 'Results First',
    description:
      'Every strategy is measured against real business outcomes: traffic, leads and revenue.',
  },
  {
    icon: 'shield',
    title: 'Radical Transparency',
    description:
      'Clear reports, honest timelines and no black-box tactics. You always know what we do and why.',
  },
  {
    icon: 'lightbulb',
    title: 'Always Innovating',
    description:
      'We test new AI search surfaces first, so our clients are ready before their competitors.',
  },
] as const;

const meta = preview.meta({
  title: 'Marketing/ValueCard',
  component: ValueCard,
  args: values[0],
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
  ...cardGrid(ValueCard, [1, 1, 3], values),
  play: async ({ canvas }) => {
    await expectCards(canvas, 3);
  },
});
