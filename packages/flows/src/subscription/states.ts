import type { SubscriptionData } from '../pricing/pricing.js';
import type { LoadAddonsOutput, SubscriptionContext, UrlOutput } from './types.js';

/**
 * State shapes the subscription machine repeats: each is written once here and read by two states
 * (a first load and a reload, or the checkout and the portal tab).
 */

/** The console line for a failure (the spec only logs some failures). */
export const logFailure = (message: string) => ({
  type: 'logError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ message, error: event.error }),
});

/** `loading` and `refreshing`: the check, then on to `settling` whether it answered or not. */
export const checkingSubscription = {
  invoke: {
    id: 'checkSubscription',
    src: 'checkSubscription',
    input: ({ context }: { context: SubscriptionContext }) => ({ session: context.session }),
    onDone: {
      target: 'settling',
      actions: [
        {
          type: 'storeSubscription',
          params: ({ event }: { event: { output: SubscriptionData } }) => ({
            subscription: event.output,
          }),
        },
        'announceSubscription',
      ],
    },
    // The spec leaves the data as it was when a check fails.
    onError: { target: 'settling', actions: logFailure('Error checking subscription:') },
  },
} as const;

/** The add-ons' `loading` and `reloading`; an add-on fetch failure is only logged (spec). */
export const loadingAddons = {
  invoke: {
    id: 'loadAddons',
    src: 'loadAddons',
    input: ({ context }: { context: SubscriptionContext }) => ({ userId: context.session.user.id }),
    onDone: {
      target: 'ready',
      actions: {
        type: 'storeAddons',
        params: ({ event }: { event: { output: LoadAddonsOutput } }) => ({ names: event.output }),
      },
    },
    onError: { target: 'ready', actions: logFailure('Error fetching add-ons:') },
  },
} as const;

/**
 * How `createCheckout` and `openCustomerPortal` end: the URL opens in a tab, or the card shows
 * the failure (`showFailed`) and the console gets `failure`.
 */
export const openingTab = <const TShowFailed extends string>(
  showFailed: TShowFailed,
  failure: string,
) => ({
  onDone: {
    target: 'idle',
    actions: {
      type: 'openUrl' as const,
      params: ({ event }: { event: { output: UrlOutput } }) => ({ url: event.output.url }),
    },
  },
  onError: {
    target: 'idle',
    actions: ['discardPendingWindow' as const, showFailed, logFailure(failure)],
  },
});
