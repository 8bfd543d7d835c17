import preview from '../../stories-support/preview';
import { StatGrid } from './StatGrid';
import { statGridPropDefs } from './StatGrid.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { frenchArgs } from '../../stories-support/french';
import { onInverse } from '../../stories-support/decorators';
import { figures } from '../../stories-support/figures';
import { expectItemTexts, expectVisibleTexts } from '../../stories-support/play';

/** The home figures in French, as fr-CA writes them (« 1 200+ », « 340 % »). */
const nosResultats = {
  label: 'Nos résultats',
  sourcePrefix: 'Source :',
  items: figures({
    'Entreprises canadiennes': '1 200+',
    'Croissance moyenne du trafic': '340 %',
    'Avant les premiers résultats': '21 jours',
    'Grandes villes': '15+',
  }),
};

const meta = preview.meta({
  title: 'Marketing/StatGrid',
  component: StatGrid,
  args: {
    label: 'Our results',
    items: figures({
      'Canadian Businesses': '1,200+',
      'Average Traffic Growth': '340%',
      'To First Results': '21 Days',
      'Major Cities': '15+',
    }),
  },
  parameters: frenchArgs(nosResultats),
  argTypes: argTypesFrom(statGridPropDefs),
});

export const HomeFigures = meta.story({
  name: 'Home figures',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our results' });
    await expectItemTexts(list, [
      '1,200+Canadian Businesses',
      '340%Average Traffic Growth',
      '21 DaysTo First Results',
      '15+Major Cities',
    ]);
  },
});

export const WithSources = meta.story({
  name: 'With sources',
  args: {
    label: 'Why answer engine optimization matters',
    items: [
      { value: '58%', label: 'of consumers use voice search daily', source: 'BrightLocal' },
      { value: '73%', label: 'of searches will be zero-click by 2025', source: 'SparkToro' },
      { value: '4.2B', label: 'voice assistant users worldwide', source: 'Statista' },
      { value: '127%', label: 'growth in AI-powered searches', source: 'Gartner' },
    ],
  },
  parameters: frenchArgs({
    label: 'Pourquoi l’optimisation pour les moteurs de réponse compte',
    items: [
      {
        value: '58 %',
        label: 'des consommateurs utilisent la recherche vocale chaque jour',
        source: 'BrightLocal',
      },
      { value: '73 %', label: 'des recherches seront sans clic d’ici 2025', source: 'SparkToro' },
      {
        value: '4,2 G',
        label: 'd’utilisateurs d’assistants vocaux dans le monde',
        source: 'Statista',
      },
      {
        value: '127 %',
        label: 'de croissance des recherches propulsées par l’IA',
        source: 'Gartner',
      },
    ],
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Source: BrightLocal']);
  },
});

export const Inverse = meta.story({
  name: 'Inverse tone',
  args: { tone: 'inverse' },
  decorators: [onInverse('2rem')],
});

export const Muted = meta.story({ name: 'Muted tone', args: { tone: 'muted' } });

export const French = meta.story({
  name: 'French copy',
  args: { lang: 'fr-CA', ...nosResultats },
  parameters: frenchArgs(nosResultats),
});
