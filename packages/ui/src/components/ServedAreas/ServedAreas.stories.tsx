import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServedAreas } from './ServedAreas';

const guelphTowns = [
  'Guelph',
  'Fergus',
  'Elora',
  'Mount Forest',
  'Drayton',
  'Arthur',
  'Palmerston',
  'Harriston',
  'Rockwood',
  'Acton',
  'Georgetown',
  'Milton',
];

const troisRivieresTowns = [
  'Trois-Rivières',
  'Shawinigan',
  'Grand-Mère',
  'La Tuque',
  'Drummondville',
  'Victoriaville',
  'Bécancour',
  'Nicolet',
  'Louiseville',
  'Saint-Tite',
  'Sainte-Anne-de-la-Pérade',
  'Cap-de-la-Madeleine',
];

const meta = {
  title: 'Cities/ServedAreas',
  component: ServedAreas,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Serving Guelph and Wellington County',
    intro: 'Local SEO for businesses across Guelph and the surrounding communities.',
    areas: guelphTowns,
  },
} satisfies Meta<typeof ServedAreas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guelph: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(guelphTowns);
  },
};

export const TroisRivieres: Story = {
  name: 'Trois-Rivières',
  args: {
    heading: 'Serving Trois-Rivières and the Mauricie',
    intro: 'Bilingual local SEO from the St. Lawrence to the Haute-Mauricie.',
    areas: troisRivieresTowns,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    for (const town of ['Grand-Mère', 'Bécancour', 'Sainte-Anne-de-la-Pérade']) {
      await expect(canvas.getByText(town)).toBeVisible();
    }
  },
};
