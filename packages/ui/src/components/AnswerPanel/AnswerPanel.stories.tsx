import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { answerPanelEnglish, answerPanelFrench } from '../../stories-support/answerPanel';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';
import { expectVisibleTexts } from '../../stories-support/play';
import { AnswerPanel } from './AnswerPanel';

const meta = preview.meta({
  title: 'Marketing/AnswerPanel',
  component: AnswerPanel,
  args: answerPanelEnglish,
  decorators: [cardWidth(512, 512)],
  parameters: frenchArgs(answerPanelFrench),
});

export const Default = meta.story({
  name: 'Default',
  play: async ({ canvas }) => {
    // A figure named by its caption, which says it is an example.
    await expect(
      canvas.getByRole('figure', { name: /^Example: an AI answer that cites a client’s site/ }),
    ).toBeVisible();
    await expectVisibleTexts(canvas, [
      'Which Toronto dentist can see me today for a broken tooth?',
      'Sources',
      'Reporting dashboard',
      'AI-answer citations',
    ]);
    // The client's source is badged (not told by colour alone), and its citation is numbered.
    const client = canvas.getByText('Maple Ridge Dental').closest('li');
    await expect(client).toHaveTextContent(
      'Same-day emergency dental care in TorontoMaple Ridge DentalClient',
    );
    await expect(
      canvas.getByText(/^In downtown Toronto, Maple Ridge Dental/).parentElement,
    ).toHaveTextContent(/posts its fees online\.\s\(source 1\)/);
    // Each bar reads its period, then its figure.
    const bars = canvas.getAllByRole('list')[1]!;
    await expect(bars).toHaveTextContent('Before03 months26 months912 months17');
    await expect(canvas.queryByText('Sample')).toBeNull();
  },
});

export const Sample = meta.story({
  name: 'Sample',
  args: { sample: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample')).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(
      /^Sample \(Example content, to be replaced before the site goes live\) Example: /,
    );
  },
});

export const AnswerOnly = meta.story({
  name: 'Answer only',
  args: { metric: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Reporting dashboard')).toBeNull();
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
  },
});

export const French = meta.story({
  name: 'French',
  args: { ...answerPanelFrench, sample: true },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: /Exemple\u00a0: une réponse de l’IA/ }),
    ).toBeVisible();
    await expectVisibleTexts(canvas, [
      'Réponse de l’IA',
      'Tableau de bord des résultats',
      'Exemple',
    ]);
  },
});

export const LongContent = meta.story({
  name: 'Long question and many sources',
  args: {
    question:
      'Quel cabinet d’avocats de Trois-Rivières répond en français et en anglais aux questions sur la succession d’une entreprise familiale?',
    sources: [
      ...answerPanelEnglish.sources,
      {
        title: 'Family business succession: a checklist for owners',
        publisher: 'A provincial bar association guide',
      },
      { title: 'Estate law FAQs', publisher: 'A legal information clinic' },
    ],
  },
  parameters: frenchArgs({
    question:
      'Quel cabinet d’avocats de Trois-Rivières répond en français et en anglais aux questions sur la succession d’une entreprise familiale?',
    sources: [
      ...answerPanelFrench.sources,
      {
        title: 'Succession d’entreprise familiale : la liste de contrôle des propriétaires',
        publisher: 'Un guide d’un barreau provincial',
      },
      {
        title: 'Droit des successions : questions fréquentes',
        publisher: 'Une clinique d’information juridique',
      },
    ],
  }),
});
