import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import {
  priceView,
  selectDashboard,
  subscriptionMachine,
  type AuthSession,
  type CreateCheckoutInput,
  type SubscriptionData,
  type UrlOutput,
} from '@northbeam/flows';
import { rejectsWith, resolvesWith } from '@northbeam/flows/fakes';
import { Grid, Notice, PlanCard, Stack, SubscriptionCard, Text, useLocale } from '@northbeam/ui';
// The dashboard's plans as the site shows them in each language: their one home.
import { dashboardCatalogue } from '../../site/app/account/catalogue';

const session: AuthSession = {
  access_token: 'story-token',
  refresh_token: 'story-refresh',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: '7d3c7f5e-2a55-4c1e-9a57-3f1f0c6f4b10', email: 'amelie@example.ca' },
};

/** The Stripe-side record the fake actors read and write; paying happens when checkout opens. */
class FakeBilling {
  private record: SubscriptionData;
  constructor(tier: string | null) {
    this.record = {
      subscribed: tier !== null,
      subscription_tier: tier,
      subscription_end: tier ? '2026-12-22T00:00:00Z' : null,
    };
  }
  read(): SubscriptionData {
    return { ...this.record };
  }
  pay(tier: string) {
    this.record = {
      subscribed: true,
      subscription_tier: tier,
      subscription_end: '2026-12-22T00:00:00Z',
    };
  }
}

interface DashboardFlowProps {
  /** What the fake create-checkout does. */
  checkout: 'opens' | 'fails';
  /** The plan the customer already holds, if any. */
  startingTier: string | null;
}

/**
 * The real subscription machine driving the dashboard's cards. The fake backend "pays" when the
 * checkout opens, so Refresh then shows the new plan, as returning from Stripe would.
 */
function DashboardFlow({
  checkout,
  startingTier,
  locale,
}: DashboardFlowProps & { locale: string }) {
  const [billing] = useState(() => new FakeBilling(startingTier));
  const [opened, setOpened] = useState<string | null>(null);
  const [snapshot, send] = useMachine(
    subscriptionMachine.provide({
      actors: {
        checkSubscription: fromPromise(async () => billing.read()),
        createCheckout:
          checkout === 'opens'
            ? fromPromise<UrlOutput, CreateCheckoutInput>(async ({ input }) => {
                billing.pay(input.item.name);
                return {
                  url: `http://127.0.0.1:54326/pay/cs_test_${input.item.name.toLowerCase()}`,
                };
              })
            : rejectsWith<UrlOutput>(new Error('create-checkout answered 500')),
        openCustomerPortal: resolvesWith<UrlOutput>({
          url: 'http://127.0.0.1:54326/portal/bps_test',
        }),
        loadAddons: resolvesWith<string[]>([]),
      },
      actions: {
        openUrl: (_, params: { url: string }) => setOpened(params.url),
        logError: () => undefined,
      },
    }),
    { input: { session, locale } },
  );
  const french = locale === 'fr-CA';
  const { plans } = dashboardCatalogue(french ? 'fr-CA' : 'en-CA');
  const view = selectDashboard(snapshot, { plans, addons: [] });
  const labelOf = (name: string) => plans.find((plan) => plan.name === name)?.label ?? name;
  const tier = snapshot.context.subscription.subscription_tier ?? undefined;
  return (
    <Stack space="lg">
      {view.notice && (
        <Notice
          tone={view.notice.tone}
          title={view.notice.title}
          description={view.notice.description}
        />
      )}
      <SubscriptionCard
        status={view.status}
        tier={tier && labelOf(tier)}
        endDate={snapshot.context.subscription.subscription_end}
        refreshing={view.refreshing}
        onRefresh={() => send({ type: 'REFRESH' })}
        onSubscribe={() => send({ type: 'CHECKOUT', item: { kind: 'plan', name: 'Professional' } })}
        onManage={() => send({ type: 'OPEN_PORTAL' })}
      />
      {opened && (
        <Text tone="muted">
          {french ? 'Ouvert dans un nouvel onglet\u00a0: ' : 'Opened in a new tab: '}
          {opened}
        </Text>
      )}
      <Grid columns={[1, 1, 3]}>
        {view.plans.map((plan) => (
          <PlanCard
            key={plan.name}
            name={labelOf(plan.name)}
            price={priceView({ name: plan.name, monthlyPrice: plan.price }, 'monthly', { locale })}
            features={plan.features}
            status={plan.action}
            busy={view.checkingOut?.name === plan.name}
            onSelect={() => send({ type: 'CHECKOUT', item: { kind: 'plan', name: plan.name } })}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * The flow in the story's language: a machine takes its locale (and its texts) when it starts, so
 * switching the language starts the flow again in the other one.
 */
function DashboardFlowStory(props: DashboardFlowProps) {
  const locale = useLocale();
  return <DashboardFlow key={locale} {...props} locale={locale} />;
}

const meta = {
  title: 'Flows/Dashboard subscription',
  component: DashboardFlowStory,
  args: { checkout: 'opens', startingTier: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSubscribed: Story = {
  name: 'Not subscribed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You don't have an active subscription.")).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Subscribe: / })).toHaveLength(3);
  },
};

export const SubscribeThenRefresh: Story = {
  name: 'Subscribe, pay, refresh',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("You don't have an active subscription.");
    const [, professional] = canvas.getAllByRole('button', { name: /^Subscribe: / });
    if (!professional) throw new Error('No Subscribe button on the Professional card');
    await userEvent.click(professional);
    await expect(await canvas.findByText(/pay\/cs_test_professional/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /Refresh/ })[0] as HTMLElement);
    await expect(await canvas.findByText('Professional Plan')).toBeVisible();
    await expect(canvas.getByText(/Active until/)).toBeVisible();
    await expect(canvas.getByText('Current')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Upgrade: / })).toHaveLength(2);
  },
};

export const CheckoutFails: Story = {
  name: 'Checkout fails',
  args: { checkout: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("You don't have an active subscription.");
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Subscribe: / })[0] as HTMLElement,
    );
    await expect(await canvas.findByText('Failed to create checkout session')).toBeVisible();
  },
};

export const AlreadySubscribed: Story = {
  name: 'Already on Enterprise',
  args: { startingTier: 'Enterprise' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enterprise Plan')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Upgrade: / })).toHaveLength(2);
  },
};
