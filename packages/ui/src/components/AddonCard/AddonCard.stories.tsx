import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddonCard } from './AddonCard';
import { framed } from '../../stories-support/decorators';
import { expectBusyButton, expectVisibleTexts, pressCalls } from '../../stories-support/play';
import { bilingualAddon } from '../../stories-support/plans';

const meta = {
  title: 'Account/AddonCard',
  component: AddonCard,
  args: { ...bilingualAddon, onAdd: fn() },
  decorators: [framed({ maxWidth: 360 })],
} satisfies Meta<typeof AddonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Active']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Add: Story = {
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['$797']);
    await pressCalls(
      canvas,
      'Add: Bilingual SEO (French/English)',
      args.onAdd,
      'Bilingual SEO (French/English)',
    );
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Adding...: Bilingual SEO (French/English)', args.onAdd);
  },
};

export const WithFeatures: Story = {
  name: 'With features and price text',
  args: {
    name: 'E-commerce SEO',
    price: undefined,
    priceText: '$1,297/month',
    description: 'Product and category optimisation for online stores.',
    features: ['Product schema markup', 'Category page optimisation', 'Shopping feed audit'],
  },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$1,297/month']);
  },
};
