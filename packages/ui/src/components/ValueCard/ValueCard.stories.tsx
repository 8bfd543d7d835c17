import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { ValueCard } from './ValueCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';

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

const valeurs = [
  {
    icon: 'target',
    title: 'Les résultats d’abord',
    description:
      'Chaque stratégie se mesure à des résultats d’affaires réels : achalandage, clients potentiels et revenus.',
  },
  {
    icon: 'shield',
    title: 'Transparence totale',
    description:
      'Des rapports clairs, des échéanciers honnêtes et aucune tactique opaque. Vous savez toujours ce que nous faisons et pourquoi.',
  },
  {
    icon: 'lightbulb',
    title: 'Toujours innover',
    description:
      'Nous testons les premiers les nouvelles surfaces de recherche IA, pour que nos clients soient prêts avant leurs concurrents.',
  },
] as const;

const meta = preview.meta({
  title: 'Marketing/ValueCard',
  component: ValueCard,
  args: values[0],
  parameters: frenchArgs(valeurs[0]),
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
  ...cardGrid(ValueCard, [1, 1, 3], values, valeurs),
  play: async ({ canvas }) => {
    await expectCards(canvas, 3);
  },
});
