import type { SubscriptionData } from '../pricing/pricing.js';
import type { AuthSession } from '../session/types.js';

/** The signed-in session the session and subscription tests share (ada@example.com, token-1). */
export const accountSession = ({
  token = 'token-1',
  email = 'ada@example.com',
}: { token?: string; email?: string } = {}): AuthSession => ({
  access_token: token,
  refresh_token: `refresh-${token}`,
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user: { id: 'user-1', email },
});

/** What check-subscription answers for a customer on Professional. */
export const professional: SubscriptionData = {
  subscribed: true,
  subscription_tier: 'professional',
  subscription_end: '2026-12-01T00:00:00.000Z',
};

/**
 * What it answers for a customer without a plan, and the spec's data after signing out: not
 * subscribed, no tier, no end (written out, so the tests check the machines' own constant).
 */
export const none: SubscriptionData = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};

/** The whole session view once signed out: nobody, not subscribed, nothing in flight. */
export const signedOutView = {
  status: 'signedOut',
  loading: false,
  user: null,
  session: null,
  subscription: none,
  checkingSubscription: false,
  subscriptionKnown: false,
  signingOut: false,
  passwordRecovery: false,
} as const;
