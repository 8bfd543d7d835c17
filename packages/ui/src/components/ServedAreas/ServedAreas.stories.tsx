import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { ServedAreas } from './ServedAreas';
import { frenchArgs } from '../../stories-support/french';
import { guelphTowns, troisRivieresTowns } from '../../stories-support/cities';
import { expectItemTexts, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Cities/ServedAreas',
  component: ServedAreas,
  args: {
    heading: 'Serving Guelph and Wellington County',
    intro: 'Local SEO for businesses across Guelph and the surrounding communities.',
    areas: guelphTowns,
  },
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs({
      heading: 'Au service de Guelph et du comté de Wellington',
      intro: 'Du référencement local pour les entreprises de Guelph et des communautés voisines.',
    }),
  },
});

export const Guelph = meta.story({
  play: async ({ canvasElement }) => {
    await expectItemTexts(canvasElement, guelphTowns);
  },
});

export const TroisRivieres = meta.story({
  name: 'Trois-Rivières',
  args: {
    heading: 'Serving Trois-Rivières and the Mauricie',
    intro: 'Bilingual local SEO from the St. Lawrence to the Haute-Mauricie.',
    areas: troisRivieresTowns,
  },
  parameters: frenchArgs({
    heading: 'Au service de Trois-Rivières et de la Mauricie',
    intro: 'Du référencement local bilingue, du Saint-Laurent à la Haute-Mauricie.',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expectVisibleTexts(canvas, ['Grand-Mère', 'Bécancour', 'Sainte-Anne-de-la-Pérade']);
  },
});
