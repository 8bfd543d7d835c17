import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardPlanCard } from './DashboardPlanCard';

const meta = {
  title: 'Account/DashboardPlanCard',
  component: DashboardPlanCard,
  args: {
    name: 'Starter',
    price: 997,
    features: ['5 Keywords', 'Monthly Reports', 'Basic SEO'],
    action: 'subscribe',
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$997')).toBeVisible();
    await expect(canvas.getByText('/month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe: Starter' }));
    await expect(args.onAction).toHaveBeenCalledWith('Starter');
  },
};

export const Upgrade: Story = {
  args: {
    name: 'Enterprise',
    price: 3997,
    features: ['50+ Keywords', 'Complete SEO', 'Dedicated Manager', '24/7 Support'],
    action: 'upgrade',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Upgrade: Enterprise' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('Enterprise');
  },
};

export const CurrentPlan: Story = {
  name: 'Current plan',
  args: {
    name: 'Professional',
    price: 1997,
    features: ['15 Keywords', 'Bi-weekly Reports', 'Advanced SEO', 'Content Creation'],
    action: 'current',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const StartingCheckout: Story = {
  name: 'Starting checkout',
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading...: Starter' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
