import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGrid } from './StatGrid';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Marketing/StatGrid',
  component: StatGrid,
  args: {
    label: 'Our results',
    items: [
      { value: '1,200+', label: 'Canadian Businesses' },
      { value: '340%', label: 'Average Traffic Growth' },
      { value: '21 Days', label: 'To First Results' },
      { value: '15+', label: 'Major Cities' },
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeFigures: Story = {
  name: 'Home figures',
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Our results' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '1,200+Canadian Businesses',
      '340%Average Traffic Growth',
      '21 DaysTo First Results',
      '15+Major Cities',
    ]);
  },
};

export const WithSources: Story = {
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Source: BrightLocal')).toBeVisible();
  },
};

export const Inverse: Story = {
  name: 'Inverse tone',
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceInverse, padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Muted: Story = { name: 'Muted tone', args: { tone: 'muted' } };

export const French: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    label: 'Nos résultats',
    sourcePrefix: 'Source :',
    items: [
      { value: '1 200+', label: 'Entreprises canadiennes' },
      { value: '340 %', label: 'Croissance moyenne du trafic' },
      { value: '21 jours', label: 'Avant les premiers résultats' },
      { value: '15+', label: 'Grandes villes' },
    ],
  },
};
