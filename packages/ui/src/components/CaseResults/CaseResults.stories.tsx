import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { cardWidth } from '../../stories-support/decorators';
import { CaseResults } from './CaseResults';
import { frenchArgs } from '../../stories-support/french';
import { expectRoleTexts } from '../../stories-support/play';

/** The case's figures, one set: each language names the measures and writes the numbers its way. */
const figures = [
  [1200, 1650, 2900, 4300],
  [18, 26, 44, 61],
  [0, 2, 9, 17],
];

function rows(locale: 'en-CA' | 'fr-CA', measures: [label: string, definition: string][]) {
  const { format } = new Intl.NumberFormat(locale);
  return measures.map(([label, definition], index) => ({
    label,
    definition,
    values: figures[index]!.map(format),
  }));
}

const meta = preview.meta({
  title: 'Marketing/CaseResults',
  component: CaseResults,
  args: {
    caption: 'Results',
    columns: ['Measure', 'Before', '3 months', '6 months', '12 months'],
    rows: rows('en-CA', [
      ['Organic sessions', 'Visits from unpaid search results in a month (Google Analytics 4)'],
      ['Leads', 'Calls, forms and bookings from search in a month'],
      [
        'AI-answer citations',
        'Times ChatGPT, Gemini, Perplexity or Google’s AI Overviews named the client in a month, across 50 tracked questions',
      ],
    ]),
  },
  parameters: frenchArgs({
    caption: 'Résultats',
    columns: ['Mesure', 'Avant', '3 mois', '6 mois', '12 mois'],
    rows: rows('fr-CA', [
      [
        'Sessions organiques',
        'Visites venues des résultats de recherche non payants en un mois (Google Analytics 4)',
      ],
      [
        'Clients potentiels',
        'Appels, formulaires et réservations venus de la recherche en un mois',
      ],
      [
        'Citations dans les réponses IA',
        'Nombre de fois où ChatGPT, Gemini, Perplexity ou les aperçus IA de Google ont nommé le client en un mois, sur 50 questions suivies',
      ],
    ]),
  }),
  decorators: [cardWidth(360, 900)],
});

export const Default = meta.story({
  name: 'Default',
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Results' });
    await expect(table).toBeVisible();
    // Each figure is read with its measure and its period.
    const row = canvas.getByRole('rowheader', { name: /^Leads/ });
    await expect(row).toHaveTextContent('Calls, forms and bookings from search in a month');
    await expectRoleTexts(canvasElement, 'columnheader', [
      'Measure',
      'Before',
      '3 months',
      '6 months',
      '12 months',
    ]);
    await expect(canvas.getByRole('cell', { name: '4,300' })).toBeVisible();
  },
});
