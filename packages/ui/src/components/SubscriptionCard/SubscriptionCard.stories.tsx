import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionCard } from './SubscriptionCard';

const meta = {
  title: 'Account/SubscriptionCard',
  component: SubscriptionCard,
  args: {
    status: 'notSubscribed',
    onRefresh: fn(),
    onSubscribe: fn(),
    onManage: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.getByText('Loading...').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
};

export const NotSubscribed: Story = {
  name: 'Not subscribed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Current Subscription' })).toBeVisible();
    await expect(canvas.getByText("You don't have an active subscription.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Now' }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const SubscribedWithDate: Story = {
  name: 'Subscribed with date',
  args: { status: 'subscribed', tier: 'Professional', endDate: '2026-01-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Professional Plan')).toBeVisible();
    await expect(canvas.getByText('Active until January 15, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscription' }));
    await expect(args.onManage).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const SubscribedAnnually: Story = {
  name: 'Subscribed, billed annually',
  args: {
    status: 'subscribed',
    tier: 'Starter',
    endDate: '2027-01-15',
    billingNote: 'Billed annually · Renews on January 15, 2027',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starter Plan')).toBeVisible();
    await expect(canvas.getByText('Active until January 15, 2027')).toBeVisible();
    await expect(canvas.getByText('Billed annually · Renews on January 15, 2027')).toBeVisible();
  },
};

export const PlanChangeScheduled: Story = {
  name: 'Subscribed, plan change scheduled',
  args: {
    status: 'subscribed',
    tier: 'Professional',
    endDate: '2027-01-15',
    billingNote: 'Billed monthly · Renews on January 15, 2027',
    changeNote: 'Changes to Enterprise on January 15, 2027',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The plan held stays until the period ends; the change is announced, not applied.
    await expect(canvas.getByText('Professional Plan')).toBeVisible();
    await expect(canvas.getByText('Changes to Enterprise on January 15, 2027')).toBeVisible();
  },
};

export const SubscribedWithNoDate: Story = {
  name: 'Subscribed with N/A',
  args: { status: 'subscribed', tier: 'Enterprise', endDate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enterprise Plan')).toBeVisible();
    await expect(canvas.getByText('Active until N/A')).toBeVisible();
  },
};

export const Refreshing: Story = {
  args: { status: 'subscribed', tier: 'Starter', endDate: '2026-01-15', refreshing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Refreshing...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(canvas.getByText('Starter Plan').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const OpeningPortal: Story = {
  name: 'Opening billing portal',
  args: { status: 'subscribed', tier: 'Professional', endDate: '2026-01-15', managing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const FrenchCopy: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    locale: 'fr-CA',
    status: 'subscribed',
    tier: 'Professionnel',
    endDate: '2026-01-15',
    labels: {
      title: 'Abonnement actuel',
      refresh: 'Actualiser',
      tierBadge: (tier) => `Forfait ${tier}`,
      activeUntil: (date) => `Actif jusqu’au ${date}`,
      manage: 'Gérer l’abonnement',
      contactSupport: 'Joindre le soutien',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Actif jusqu’au 15 janvier 2026')).toBeVisible();
  },
};
