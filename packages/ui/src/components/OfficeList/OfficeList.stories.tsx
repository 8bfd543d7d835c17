import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { OfficeList } from './OfficeList';
import { offices, officesFr } from '../../stories-support/contact';
import { frenchArgs } from '../../stories-support/french';
import { expectRoleTexts, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Content/OfficeList',
  component: OfficeList,
  args: { offices },
  parameters: frenchArgs({ offices: officesFr }),
});

export const ThreeOffices = meta.story({
  name: 'Three offices',
  play: async ({ canvas, canvasElement }) => {
    await expectRoleTexts(canvasElement, 'heading', ['Toronto', 'Vancouver', 'Montreal'], {
      level: 3,
    });
    await expectVisibleTexts(canvas, [/Toronto, ON M5X 1C9/]);
  },
});

export const FrenchAddress = meta.story({
  name: 'French address',
  args: {
    offices: [
      ...offices.slice(0, 2),
      {
        city: 'Montréal',
        lang: 'fr-CA',
        addressLines: [
          '1250, boulevard René-Lévesque Ouest, bureau 2200',
          'Montréal (Québec)  H3B 4W8',
        ],
      },
    ],
  },
  parameters: frenchArgs({ offices: officesFr }),
  play: async ({ canvas }) => {
    const montreal = canvas.getByRole('heading', { name: 'Montréal' }).closest('li');
    await expect(montreal).toHaveAttribute('lang', 'fr-CA');
    await expectVisibleTexts(canvas, [/boulevard René-Lévesque Ouest/]);
  },
});
