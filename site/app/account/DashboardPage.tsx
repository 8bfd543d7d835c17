import { lazy, Suspense, useEffect, useState } from 'react';
import { useActorRef, useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  AddonCard,
  BillingToggle,
  Button,
  Grid,
  Heading,
  LoadingStatus,
  PlanCard,
  QuickActions,
  Stack,
  SubscriptionCard,
  Text,
} from '@northbeam/ui';
import {
  billingBanner,
  billingPeriodFromQuery,
  billingPeriodMachine,
  priceView,
  selectDashboard,
  selectBillingPeriod,
  selectSession,
  subscriptionMachine,
  type ChangePlanInput,
  type ChangePlanOutput,
  type CreateCheckoutInput,
  type PlanId,
  type UrlOutput,
} from '@northbeam/flows';
import { useAuth, useSessionActor, type SessionActorRef } from './AuthProvider';
import { changePlan, createCheckout, openCustomerPortal } from './backend';
import { useDashboardContent, welcomeLine } from './dashboardContent';
import { createPendingTab } from './pendingTab';

import { useNoticeToasts } from './useNoticeToasts';
import { pathIn } from '../content/routeTwins';
import { dropQueryParams, useLang, usePageQuery } from './pageAddress';
import { Redirect } from './Redirect';
import { WhenShown } from './WhenShown';
import { useActorView } from './useTransitionView';
import { DashboardFirstView, DashboardLayout } from './DashboardFirstView';
import { takeArrival } from './arrival';
import { useShowNotice } from '../components/Notices';

// Each in a chunk of its own, loaded when the customer scrolls to it (WhenShown): the dashboard's
// first JavaScript does not grow with the invoice table, the settings forms or the privacy rights.
const InvoiceList = lazy(() => import('./InvoiceList'));
const AccountSettingsSection = lazy(() => import('./AccountSettingsSection'));
const YourDataSection = lazy(() => import('./YourDataSection'));

const sameSnapshot = <S,>(snapshot: S) => snapshot;

/** 'Subscribe Now' starts the plan the original's 'premium' checkout resolves to. */
const SUBSCRIBE_NOW_PLAN: PlanId = 'professional';

/**
 * The session machine owns the subscription (checked after sign-in, with its add-ons, in one call);
 * the dashboard's machine acts on it (checkouts, plan changes, the portal, Refresh) and
 * selectDashboard reads both, so the header, the context and the cards never disagree.
 */
function Dashboard({ sessionRef }: { sessionRef: SessionActorRef }) {
  const { user, signOut } = useAuth();
  const lang = useLang();
  // Written by the prerender, in the page's language (dashboardContent.tsx).
  const { words, catalogue } = useDashboardContent();
  const searchParams = usePageQuery();
  const [pendingTab] = useState(createPendingTab);
  // The same Monthly/Annual toggle as /pricing, starting at the period chosen there.
  const [periodSnapshot, sendPeriod] = useMachine(billingPeriodMachine);
  const chosenOnPricing = billingPeriodFromQuery(searchParams);
  useEffect(() => {
    if (!chosenOnPricing) return;
    sendPeriod({ type: 'SELECT', period: chosenOnPricing });
    // The toggle holds it from here; the address goes back to plain /dashboard.
    dropQueryParams('billingPeriod');
  }, [chosenOnPricing, sendPeriod]);
  const period = selectBillingPeriod(periodSnapshot);
  const actorRef = useActorRef(
    subscriptionMachine.provide({
      actors: {
        createCheckout: fromPromise<UrlOutput, CreateCheckoutInput>(({ input }) =>
          createCheckout(input.item),
        ),
        openCustomerPortal: fromPromise<UrlOutput, void>(() => openCustomerPortal()),
        changePlan: fromPromise<ChangePlanOutput, ChangePlanInput>(({ input }) =>
          changePlan(input),
        ),
      },
      actions: {
        openUrl: (_, params: { url: string }) => pendingTab.go(params.url),
        discardPendingWindow: () => pendingTab.discard(),
      },
    }),
    { input: { session: sessionRef, locale: lang, planNames: catalogue.planNames } },
  );
  useNoticeToasts(actorRef);
  // Followed in transitions (useTransitionView.ts): when an answer lands, the dashboard renders
  // again in slices rather than in one task.
  const dashboard = useActorView(actorRef, sameSnapshot);
  const sessionView = useActorView(sessionRef, selectSession);
  // The cards format every date ('Active until', 'Renews on', 'Changes to') through one formatter.
  const view = selectDashboard(dashboard, sessionView, catalogue);
  const subscription = view.subscription;

  // Back from a paid checkout (the success URL): read the new subscription at once.
  const checkoutReturn = searchParams.get('checkout');
  useEffect(() => {
    if (!checkoutReturn) return;
    if (checkoutReturn === 'success') actorRef.send({ type: 'REFRESH' });
    dropQueryParams('checkout', 'session_id');
  }, [checkoutReturn, actorRef]);

  // Arrived from the sign-in (a document navigation): its toast, and focus on the heading, as
  // the router's announcer gave after a client-side navigation.
  const showNotice = useShowNotice();
  useEffect(() => {
    const arrival = takeArrival();
    if (!arrival) return;
    if (arrival.notice) showNotice(arrival.notice);
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [showNotice]);

  const refresh = () => actorRef.send({ type: 'REFRESH' });
  // The tab opens in the click (see pendingTab.ts), only when the machine will take the request.
  const billingIdle = () => actorRef.getSnapshot().matches('idle');
  const checkout = (item: { kind: 'plan'; tier: PlanId } | { kind: 'addon'; name: string }) => {
    if (!billingIdle()) return;
    pendingTab.open();
    actorRef.send({ type: 'CHECKOUT', item: item.kind === 'plan' ? { ...item, period } : item });
  };
  // A customer with a plan changes it from the next billing cycle: no tab, the card says when.
  const changeTo = (tier: PlanId) => {
    if (!billingIdle()) return;
    actorRef.send({ type: 'CHANGE_PLAN', item: { kind: 'plan', tier, period } });
  };
  const openPortal = () => {
    if (!billingIdle()) return;
    pendingTab.open();
    actorRef.send({ type: 'OPEN_PORTAL' });
  };
  const checkingOut = view.checkingOut;
  // A checkout whose payment did not finish starts again for the plan it was for.
  const subscribePlan =
    (view.status === 'incomplete' || view.status === 'incompleteExpired') && view.tier
      ? view.tier
      : SUBSCRIBE_NOW_PLAN;

  return (
    <DashboardLayout
      welcome={<Text tone="muted">{welcomeLine(words, user?.email ?? '')}</Text>}
      action={
        <Button variant="secondary" onClick={signOut}>
          {words.signOut}
        </Button>
      }
    >
      <SubscriptionCard
        status={view.status}
        tier={view.tier && catalogue.planNames[view.tier]}
        endDate={subscription.subscription_end}
        interval={subscription.subscription_interval}
        scheduledChange={
          view.scheduledChange && {
            ...view.scheduledChange,
            tier: catalogue.planNames[view.scheduledChange.tier],
          }
        }
        onRefresh={refresh}
        refreshing={view.refreshing}
        onSubscribe={() => checkout({ kind: 'plan', tier: subscribePlan })}
        subscribing={checkingOut?.kind === 'plan' && checkingOut.tier === subscribePlan}
        onManage={openPortal}
        managing={view.openingPortal}
        contactHref={pathIn(lang, '/contact')}
      />

      <Stack space="lg" as="section" aria-labelledby="plans-heading">
        <Heading level={2} id="plans-heading">
          {words.plansHeading}
        </Heading>
        <BillingToggle
          value={period}
          onChange={(next) => sendPeriod({ type: 'SELECT', period: next })}
          annualBanner={billingBanner(period, { locale: lang })}
        />
        <Grid columns={[1, 1, 3]}>
          {view.plans.map((plan) => {
            const busy = checkingOut?.kind === 'plan' && checkingOut.tier === plan.id;
            // The figure and period only: the dashboard shows no struck-through price or badge.
            const { amount, periodText } = priceView(
              { name: plan.label, monthlyPrice: plan.price },
              period,
              { locale: lang },
            );
            return (
              <PlanCard
                key={plan.id}
                name={plan.label}
                price={{ amount, periodText }}
                features={plan.features}
                status={plan.action}
                // The card shows the plan's name; checkout and change-plan take its tier id.
                onSelect={() =>
                  plan.action === 'upgrade'
                    ? changeTo(plan.id)
                    : checkout({ kind: 'plan', tier: plan.id })
                }
                busy={busy}
                disabled={checkingOut !== null && !busy}
                headingLevel={3}
              />
            );
          })}
        </Grid>
      </Stack>

      <Stack space="lg" as="section" aria-labelledby="addons-heading">
        <Heading level={2} id="addons-heading">
          {words.addonsHeading}
        </Heading>
        <Grid columns={[1, 2, 3]}>
          {view.addons.map((addon) => (
            <AddonCard
              key={addon.name}
              name={addon.label}
              price={addon.price}
              periodText={catalogue.addonPeriod}
              locale={lang}
              description={addon.description}
              active={addon.action === 'active'}
              onAdd={() => checkout({ kind: 'addon', name: addon.name })}
              busy={checkingOut?.kind === 'addon' && checkingOut.name === addon.name}
              headingLevel={3}
            />
          ))}
        </Grid>
        <Text tone="muted">{words.pricesNote}</Text>
      </Stack>

      <WhenShown>
        <Suspense fallback={null}>
          <InvoiceList />
        </Suspense>

        <Suspense fallback={null}>
          <AccountSettingsSection />
        </Suspense>
      </WhenShown>

      <QuickActions
        onRefresh={refresh}
        refreshing={view.refreshing}
        contactHref={pathIn(lang, '/contact')}
        plansHref={pathIn(lang, '/pricing')}
      />

      <WhenShown>
        <Suspense fallback={<LoadingStatus />}>
          <YourDataSection
            hasSubscription={
              subscription.subscribed || view.addons.some((a) => a.action === 'active')
            }
            onClosed={signOut}
          />
        </Suspense>
      </WhenShown>
    </DashboardLayout>
  );
}

/** /dashboard: its first view while the session is unknown, /auth without a signed-in user. */
export function DashboardPage() {
  const sessionRef = useSessionActor();
  const { status, session } = useAuth();
  const lang = useLang();
  const signedIn = status === 'signedIn' && sessionRef !== null && session !== null;
  // The session arrives in a transition (useTransitionView.ts), so the dashboard's first render,
  // its largest (every card, the plans, the add-ons; one task of 70–85 ms on the bench's machine
  // when rendered at once, four times that in Lighthouse's simulation), is rendered in slices
  // between which the page answers; the first view stays until it is ready.
  if (status === 'signedOut') return <Redirect to={pathIn(lang, '/auth')} />;
  if (!signedIn || !sessionRef) return <DashboardFirstView />;
  return <Dashboard sessionRef={sessionRef} />;
}
