import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { SubscriptionCard } from './SubscriptionCard';
import { subscriptionCardPropDefs, type SubscriptionCardProps } from './SubscriptionCard.props';
import { frenchArgs } from '../../stories-support/french';
import { argTypesFrom } from '../../stories-support/propDocs';
import { framed } from '../../stories-support/decorators';
import {
  expectBusyButton,
  expectHeading,
  expectLink,
  expectVisibleTexts,
  pressCalls,
  type Canvas,
} from '../../stories-support/play';

/** The plans' names as the French dashboard writes them. */
const frenchTier = {
  Starter: 'Essentiel',
  Professional: 'Professionnel',
  Enterprise: 'Entreprise',
};
const inFrench = (tier: keyof typeof frenchTier, more: Partial<SubscriptionCardProps> = {}) =>
  frenchArgs<SubscriptionCardProps>({ tier: frenchTier[tier], ...more });

/**
 * A status story: the card in that status for a plan (the French pass naming the same plan) shows
 * these texts and not those, and its one action calls its handler.
 */
function statusStory({
  args,
  shows,
  hides = [],
  action: [button, handler],
}: {
  args: Pick<SubscriptionCardProps, 'status' | 'endDate' | 'interval'> & {
    tier: keyof typeof frenchTier;
  };
  shows: readonly (string | RegExp)[];
  hides?: readonly (string | RegExp)[];
  action: [button: string, handler: 'onManage' | 'onSubscribe'];
}) {
  return {
    args,
    parameters: inFrench(args.tier),
    play: async ({ canvas, args: props }: { canvas: Canvas; args: SubscriptionCardProps }) => {
      await expectVisibleTexts(canvas, shows);
      for (const text of hides) await expect(canvas.queryByText(text)).toBeNull();
      await pressCalls(canvas, button, props[handler]);
    },
  };
}

const meta = preview.meta({
  title: 'Account/SubscriptionCard',
  component: SubscriptionCard,
  argTypes: argTypesFrom(subscriptionCardPropDefs),
  args: {
    status: 'notSubscribed' as const,
    onRefresh: fn(),
    onSubscribe: fn(),
    onManage: fn(),
  },
  decorators: [framed({ maxWidth: 720 })],
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Loading...']);
    await expect(canvas.getByText('Loading...').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
});

export const NotSubscribed = meta.story({
  name: 'Not subscribed',
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Current Subscription');
    await expectVisibleTexts(canvas, ["You don't have an active subscription."]);
    await pressCalls(canvas, 'Subscribe Now', args.onSubscribe);
    await pressCalls(canvas, 'Refresh', args.onRefresh);
  },
});

export const SubscribedWithDate = meta.story({
  name: 'Subscribed with date',
  args: { status: 'subscribed', tier: 'Professional', endDate: '2026-01-15' },
  parameters: inFrench('Professional'),
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['Professional Plan', 'Active until January 15, 2026']);
    await pressCalls(canvas, 'Manage Subscription', args.onManage);
    await expectLink(canvas, 'Contact Support', '/contact');
    await pressCalls(canvas, 'Refresh', args.onRefresh);
  },
});

export const SubscribedAnnually = meta.story({
  name: 'Subscribed, billed annually',
  args: {
    status: 'subscribed',
    tier: 'Starter',
    endDate: '2027-01-15',
    interval: 'year',
  },
  parameters: inFrench('Starter'),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, [
      'Starter Plan',
      'Active until January 15, 2027',
      'Billed annually · Renews on January 15, 2027',
    ]);
  },
});

export const PlanChangeScheduled = meta.story({
  name: 'Subscribed, plan change scheduled',
  args: {
    status: 'subscribed',
    tier: 'Professional',
    endDate: '2027-01-15',
    interval: 'month',
    scheduledChange: { tier: 'Enterprise', interval: 'month', date: '2027-01-15' },
  },
  parameters: inFrench('Professional', {
    scheduledChange: { tier: 'Entreprise', interval: 'month', date: '2027-01-15' },
  }),
  play: async ({ canvas }) => {
    // The plan held stays until the period ends; the change is announced, not applied.
    await expectVisibleTexts(canvas, [
      'Professional Plan',
      'Changes to Enterprise on January 15, 2027',
    ]);
  },
});

export const SubscribedWithNoDate = meta.story({
  name: 'Subscribed with N/A',
  args: { status: 'subscribed', tier: 'Enterprise', endDate: null },
  parameters: inFrench('Enterprise'),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Enterprise Plan', 'Active until N/A']);
  },
});

export const Refreshing = meta.story({
  args: { status: 'subscribed', tier: 'Starter', endDate: '2026-01-15', refreshing: true },
  parameters: inFrench('Starter'),
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Refreshing...', args.onRefresh);
    await expect(canvas.getByText('Starter Plan').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const OpeningPortal = meta.story({
  name: 'Opening billing portal',
  args: { status: 'subscribed', tier: 'Professional', endDate: '2026-01-15', managing: true },
  parameters: inFrench('Professional'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const Trialing = meta.story(
  statusStory({
    args: { status: 'trialing', tier: 'Professional', endDate: '2027-01-15', interval: 'month' },
    shows: ['Professional Plan', 'Trial ends on January 15, 2027', 'Billed monthly'],
    hides: [/Active until|Renews on/],
    action: ['Manage Subscription', 'onManage'],
  }),
);

export const EndsAtPeriodEnd = meta.story({
  name: 'Cancelled at period end',
  ...statusStory({
    args: { status: 'ending', tier: 'Starter', endDate: '2027-01-15', interval: 'year' },
    shows: [
      'Starter Plan',
      'Ends on January 15, 2027',
      'Your plan will not renew. To keep it, resume it from Manage Subscription.',
    ],
    hides: [/Active until|Renews on/],
    action: ['Manage Subscription', 'onManage'],
  }),
});

export const PastDue = meta.story({
  name: 'Past due',
  args: { status: 'pastDue', tier: 'Professional' },
  parameters: inFrench('Professional'),
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, [
      'Professional Plan',
      'Your renewal payment failed',
      'Update your card in the billing portal to keep your plan.',
    ]);
    await pressCalls(canvas, 'Update payment method', args.onManage);
    await expectLink(canvas, 'Contact Support', '/contact');
    await expect(canvas.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  },
});

export const Unpaid = meta.story(
  statusStory({
    args: { status: 'unpaid', tier: 'Enterprise' },
    shows: [
      'Enterprise Plan',
      'Your plan is on hold',
      'The renewal payments failed. Update your card in the billing portal to resume your plan.',
    ],
    action: ['Update payment method', 'onManage'],
  }),
);

export const Paused = meta.story(
  statusStory({
    args: { status: 'paused', tier: 'Starter' },
    shows: ['Starter Plan', 'Your plan is paused'],
    action: ['Update payment method', 'onManage'],
  }),
);

export const Incomplete = meta.story({
  name: 'Checkout not finished',
  ...statusStory({
    args: { status: 'incomplete', tier: 'Professional' },
    shows: [
      'Professional Plan',
      'Your checkout is not finished',
      'The first payment did not go through. Restart the checkout to start your plan.',
    ],
    action: ['Restart checkout', 'onSubscribe'],
  }),
});

export const IncompleteExpired = meta.story({
  name: 'Checkout expired',
  ...statusStory({
    args: { status: 'incompleteExpired', tier: 'Professional' },
    shows: ['Your checkout expired'],
    hides: ['Professional Plan'],
    action: ['Restart checkout', 'onSubscribe'],
  }),
});

export const Canceled = meta.story({
  name: 'Cancelled',
  ...statusStory({
    args: { status: 'canceled', tier: 'Professional' },
    shows: ['Your plan has been cancelled.', "You don't have an active subscription."],
    // The plan is no longer the customer's: no badge names it.
    hides: ['Professional Plan'],
    action: ['Subscribe Now', 'onSubscribe'],
  }),
});

export const FrenchCopy = meta.story({
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
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Actif jusqu’au 15 janvier 2026']);
  },
});

/**
 * The pointer over Manage Subscription. A play function's events set no CSS :hover, so the visual
 * tests (visual/stories.visual.ts) rest the real pointer on `parameters.visual.hover`.
 */
export const HoverOnManage = meta.story({
  name: 'Hover on Manage Subscription',
  args: SubscribedAnnually.input.args,
  parameters: {
    ...inFrench('Starter'),
    visual: { hover: 'button:has-text("Manage Subscription")' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
  },
});

/** Manage Subscription reached by keyboard (after Refresh), with the focus ring. */
export const FocusOnManage = meta.story({
  name: 'Focus on Manage Subscription',
  args: SubscribedAnnually.input.args,
  parameters: inFrench('Starter'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toHaveFocus();
  },
});
