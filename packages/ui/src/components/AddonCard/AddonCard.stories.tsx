import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddonCard } from './AddonCard';

const meta = {
  title: 'Account/AddonCard',
  component: AddonCard,
  args: {
    name: 'Bilingual SEO (French/English)',
    price: 797,
    description: 'Native French content and hreflang setup for Quebec and national audiences.',
    onAdd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$797')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add: Bilingual SEO (French/English)' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith('Bilingual SEO (French/English)');
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Adding...: Bilingual SEO (French/English)',
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAdd).not.toHaveBeenCalled();
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,297/month')).toBeVisible();
  },
};
