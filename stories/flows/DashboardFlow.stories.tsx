import preview from '../../.storybook/preview';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { expect, userEvent } from 'storybook/test';
import {
  priceView,
  selectDashboard,
  selectSession,
  sessionMachine,
  subscriptionMachine,
  type AuthSession,
  type CreateCheckoutInput,
  type PlanId,
  type SessionEvent,
  type SubscriptionData,
  type UrlOutput,
} from '@northbeam/flows';
import { rejectsWith, resolvesWith } from '@northbeam/flows/fakes';
import { Grid, Notice, PlanCard, Stack, SubscriptionCard, Text } from '@northbeam/ui';
import { inStoryLanguage } from './inStoryLanguage';

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
  constructor(tier: PlanId | null) {
    this.record = {
      subscribed: tier !== null,
      subscription_tier: tier,
      subscription_end: tier ? '2026-12-22T00:00:00Z' : null,
    };
  }
  read(): SubscriptionData {
    return { ...this.record };
  }
  pay(tier: PlanId) {
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
  startingTier: PlanId | null;
}

/**
 * The real machines driving the dashboard's cards: the session machine holds the subscription
 * (its check after sign-in, again on Refresh) and the dashboard's machine acts on it. The fake
 * backend "pays" when the checkout opens, so Refresh then shows the new plan, as returning from
 * Stripe would.
 */
function DashboardFlow({
  checkout,
  startingTier,
  locale,
}: DashboardFlowProps & { locale: string }) {
  const [billing] = useState(() => new FakeBilling(startingTier));
  const [opened, setOpened] = useState<string | null>(null);
  const sessionRef = useActorRef(
    sessionMachine.provide({
      actors: {
        // Signed in already, as on the dashboard.
        authEvents: fromCallback<SessionEvent>(({ sendBack }) => {
          sendBack({ type: 'INITIAL_SESSION', session });
        }),
        checkSubscription: fromPromise(async () => billing.read()),
      },
    }),
  );
  const french = locale === 'fr-CA';
  const { plans, planNames: names } = dashboardCatalogue(french ? 'fr-CA' : 'en-CA');
  const [snapshot, send] = useMachine(
    subscriptionMachine.provide({
      actors: {
        createCheckout:
          checkout === 'opens'
            ? fromPromise<UrlOutput, CreateCheckoutInput>(async ({ input }) => {
                const tier = input.item.kind === 'plan' ? input.item.tier : 'professional';
                billing.pay(tier);
                return { url: `http://127.0.0.1:54326/pay/cs_test_${tier}` };
              })
            : rejectsWith<UrlOutput>(new Error('create-checkout answered 500')),
        openCustomerPortal: resolvesWith<UrlOutput>({
          url: 'http://127.0.0.1:54326/portal/bps_test',
        }),
      },
      actions: {
        openUrl: (_, params: { url: string }) => setOpened(params.url),
        logError: () => undefined,
      },
    }),
    { input: { session: sessionRef, locale, planNames: names } },
  );
  const sessionView = useSelector(sessionRef, selectSession);
  const view = selectDashboard(snapshot, sessionView, { plans, addons: [] });
  const checkingOut = view.checkingOut;
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
        tier={view.tier && names[view.tier]}
        endDate={view.subscription.subscription_end}
        refreshing={view.refreshing}
        onRefresh={() => send({ type: 'REFRESH' })}
        onSubscribe={() => send({ type: 'CHECKOUT', item: { kind: 'plan', tier: 'professional' } })}
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
            key={plan.id}
            name={names[plan.id]}
            price={priceView({ name: names[plan.id], monthlyPrice: plan.price }, 'monthly', {
              locale,
            })}
            features={plan.features}
            status={plan.action}
            busy={checkingOut?.kind === 'plan' && checkingOut.tier === plan.id}
            onSelect={() => send({ type: 'CHECKOUT', item: { kind: 'plan', tier: plan.id } })}
          />
        ))}
      </Grid>
    </Stack>
  );
}

const DashboardFlowStory = inStoryLanguage<DashboardFlowProps>(DashboardFlow);

const meta = preview.meta({
  title: 'Flows/Dashboard subscription',
  component: DashboardFlowStory,
  args: { checkout: 'opens' as const, startingTier: null },
  parameters: { layout: 'padded' },
});

export const NotSubscribed = meta.story({
  name: 'Not subscribed',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You don't have an active subscription.")).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Subscribe: / })).toHaveLength(3);
  },
});

export const SubscribeThenRefresh = meta.story({
  name: 'Subscribe, pay, refresh',
  play: async ({ canvas }) => {
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
});

export const CheckoutFails = meta.story({
  name: 'Checkout fails',
  args: { checkout: 'fails' },
  play: async ({ canvas }) => {
    await canvas.findByText("You don't have an active subscription.");
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Subscribe: / })[0] as HTMLElement,
    );
    await expect(await canvas.findByText('Failed to create checkout session')).toBeVisible();
  },
});

export const AlreadySubscribed = meta.story({
  name: 'Already on Enterprise',
  args: { startingTier: 'enterprise' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Enterprise Plan')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Upgrade: / })).toHaveLength(2);
  },
});
