import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Account/QuickActions',
  component: QuickActions,
  args: { onRefresh: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'View All Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Status' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refreshing...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
