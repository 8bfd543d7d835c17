import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServedAreas } from './ServedAreas';
import { guelphTowns, troisRivieresTowns } from '../../stories-support/cities';
import { expectItemTexts, expectVisibleTexts } from '../../stories-support/play';

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
    await expectItemTexts(canvasElement, guelphTowns);
  },
};

export const TroisRivieres: Story = {
  name: 'Trois-Rivières',
  args: {
    heading: 'Serving Trois-Rivières and the Mauricie',
    intro: 'Bilingual local SEO from the St. Lawrence to the Haute-Mauricie.',
    areas: troisRivieresTowns,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expectVisibleTexts(canvas, ['Grand-Mère', 'Bécancour', 'Sainte-Anne-de-la-Pérade']);
  },
};
