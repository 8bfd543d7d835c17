import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfficeList, type Office } from './OfficeList';

const offices: Office[] = [
  { city: 'Toronto', addressLines: ['100 King Street West, Suite 5600', 'Toronto, ON M5X 1C9'] },
  {
    city: 'Vancouver',
    addressLines: ['1055 West Georgia Street, Suite 1500', 'Vancouver, BC V6E 3P3'],
  },
  {
    city: 'Montreal',
    addressLines: ['1250 René-Lévesque Blvd West, Suite 2200', 'Montreal, QC H3B 4W8'],
  },
];

const meta = {
  title: 'Content/OfficeList',
  component: OfficeList,
  args: { offices },
} satisfies Meta<typeof OfficeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeOffices: Story = {
  name: 'Three offices',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Toronto',
      'Vancouver',
      'Montreal',
    ]);
    await expect(canvas.getByText(/Toronto, ON M5X 1C9/)).toBeVisible();
  },
};

export const FrenchAddress: Story = {
  name: 'French address',
  args: {
    offices: [
      offices[0] as Office,
      offices[1] as Office,
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const montreal = canvas.getByRole('heading', { name: 'Montréal' }).closest('li');
    await expect(montreal).toHaveAttribute('lang', 'fr-CA');
    await expect(canvas.getByText(/boulevard René-Lévesque Ouest/)).toBeVisible();
  },
};
