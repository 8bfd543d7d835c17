import type { ScheduledPlanChange, SubscriptionData } from '../pricing/pricing.js';

/**
 * The session's shared types: what the session machine, the subscription machine and the site's
 * auth wiring all speak of, in a module of their own so none of them imports another's machine.
 */

/** The fields of a supabase-js User the product reads; a real User fits. */
export interface AuthUser {
  id: string;
  email?: string | null;
  /** Set by the auth server only; `password_required` asks the user to choose a password. */
  app_metadata?: Record<string, unknown>;
}

/** The fields of a supabase-js Session the product reads; a real Session fits. */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  token_type: string;
  user: AuthUser;
}

/** The auth events supabase-js reports through onAuthStateChange. */
export const AUTH_CHANGE_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
] as const;
export type AuthChangeEventType = (typeof AUTH_CHANGE_EVENTS)[number];

export type AuthChangeEvent = { type: AuthChangeEventType; session: AuthSession | null };

export type SessionEvent =
  | AuthChangeEvent
  | { type: 'REFRESH_SUBSCRIPTION' }
  | { type: 'SIGN_OUT' }
  /** The dashboard scheduled a plan change (change-plan answered it; null: none pending). */
  | { type: 'PLAN_CHANGE_SCHEDULED'; scheduled_change: ScheduledPlanChange | null };

export interface SessionContext {
  session: AuthSession | null;
  user: AuthUser | null;
  /** The session's subscription, the one copy: the dashboard reads it from here. */
  subscription: SubscriptionData;
  /** A check has answered (or failed) since sign-in: the card shows data, not 'loading'. */
  subscriptionKnown: boolean;
  /** Set when the visitor arrived through a password recovery link. */
  passwordRecovery: boolean;
}

/** Actor the site provides: the subscription check (check-subscription) for this session. */
export interface CheckSubscriptionInput {
  session: AuthSession;
}
export type CheckSubscriptionOutput = SubscriptionData;

/**
 * The session actor as the dashboard's machine uses it: it asks for a fresh check, reports a
 * scheduled plan change, and reads whether the customer holds a plan. A session machine actor fits.
 */
export interface SessionActorLike {
  send(event: SessionEvent): void;
  getSnapshot(): { context: Pick<SessionContext, 'subscription'> };
}
