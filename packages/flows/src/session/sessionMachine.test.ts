import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SubscriptionData } from '../pricing/pricing.js';
import {
  selectSession,
  sessionMachine,
  type AuthChangeEventType,
  type AuthSession,
  type SessionEvent,
} from './index.js';
import { accountSession, none, professional, signedOutView } from '../testing/accounts.js';
import { settled } from '../testing/settled.js';

/** A fake auth client: the test emits auth events as supabase-js would. */
const start = (checks: Array<SubscriptionData | Error> = [professional]) => {
  let emit: (event: SessionEvent) => void = () => {
    throw new Error('auth listener not started');
  };
  const unsubscribe = vi.fn();
  const checkInputs: unknown[] = [];
  const answers = [...checks];
  let signOutAnswer: Error | undefined;
  const logError = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        authEvents: fromCallback<SessionEvent>(({ sendBack }) => {
          emit = sendBack;
          return unsubscribe;
        }),
        checkSubscription: fromPromise(async ({ input }) => {
          checkInputs.push(input);
          const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        signOut: fromPromise(async () => {
          if (signOutAnswer) throw signOutAnswer;
        }),
      },
      actions: { logError },
    }),
  ).start();
  const auth = (type: AuthChangeEventType, value: AuthSession | null) =>
    emit({ type, session: value });
  return {
    actor,
    auth,
    unsubscribe,
    checkInputs,
    logError,
    failSignOut: (error: Error) => {
      signOutAnswer = error;
    },
    view: () => selectSession(actor.getSnapshot()),
  };
};

describe('sessionMachine', () => {
  it('is loading at start', () => {
    const { view } = start();
    expect(view()).toMatchObject({ status: 'loading', loading: true, user: null });
  });

  it('is signed out when no session is found', () => {
    const { auth, checkInputs, view } = start();
    auth('INITIAL_SESSION', null);
    expect(view()).toMatchObject({
      status: 'signedOut',
      loading: false,
      subscription: none,
    });
    expect(checkInputs).toEqual([]);
  });

  it('checks the subscription straight after finding an existing session', async () => {
    const { auth, checkInputs, view } = start();
    const existing = accountSession();
    auth('INITIAL_SESSION', existing);
    expect(view()).toMatchObject({ status: 'signedIn', checkingSubscription: true });
    expect(view().user).toEqual({ id: 'user-1', email: 'ada@example.com' });
    expect(checkInputs).toEqual([{ session: existing }]);
    await settled();
    expect(view()).toMatchObject({ checkingSubscription: false, subscription: professional });
  });

  it('knows the subscription once a check has answered or failed, until signing out', async () => {
    const { actor, auth, view } = start([new Error('offline'), professional]);
    auth('INITIAL_SESSION', accountSession());
    expect(view().subscriptionKnown).toBe(false);
    await settled();
    expect(view()).toMatchObject({ subscriptionKnown: true, subscription: none });
    actor.send({ type: 'REFRESH_SUBSCRIPTION' });
    // A refresh keeps the last data known (the card says 'refreshing', not 'loading').
    expect(view()).toMatchObject({ subscriptionKnown: true, checkingSubscription: true });
    await settled();
    expect(view().subscription).toEqual(professional);
    auth('SIGNED_OUT', null);
    expect(view().subscriptionKnown).toBe(false);
  });

  it('keeps a plan change the dashboard scheduled in the one subscription it holds', async () => {
    const { actor, auth, view } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    const change = {
      tier: 'enterprise',
      interval: 'year',
      date: '2026-12-01T00:00:00.000Z',
    } as const;
    actor.send({ type: 'PLAN_CHANGE_SCHEDULED', scheduled_change: change });
    expect(view().subscription).toEqual({ ...professional, scheduled_change: change });
    actor.send({ type: 'PLAN_CHANGE_SCHEDULED', scheduled_change: null });
    expect(view().subscription).toEqual(professional);
  });

  it('checks the subscription straight after signing in', async () => {
    const { auth, checkInputs, view } = start();
    auth('INITIAL_SESSION', null);
    auth('SIGNED_IN', accountSession());
    expect(checkInputs).toHaveLength(1);
    await settled();
    expect(view().subscription).toEqual(professional);
  });

  it('checks again on every SIGNED_IN, even when already signed in', async () => {
    const { auth, checkInputs } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    auth('SIGNED_IN', accountSession({ token: 'token-2' }));
    expect(checkInputs).toHaveLength(2);
  });

  it('logs a failed check and leaves the subscription data unchanged', async () => {
    const failure = new Error('check-subscription failed');
    const { actor, auth, logError, view } = start([professional, failure]);
    auth('INITIAL_SESSION', accountSession());
    await settled();
    actor.send({ type: 'REFRESH_SUBSCRIPTION' });
    expect(view().checkingSubscription).toBe(true);
    await settled();
    expect(view()).toMatchObject({ checkingSubscription: false, subscription: professional });
    expect(logError.mock.calls[0]?.[1]).toEqual({
      message: 'Error checking subscription:',
      error: failure,
    });
  });

  it.each([
    ['keeps the default data when the very first check fails', new Error('offline')],
    ['fills a missing tier or end with null', { subscribed: false } as SubscriptionData],
  ])('%s', async (_, check) => {
    const { auth, view } = start([check]);
    auth('INITIAL_SESSION', accountSession());
    await settled();
    expect(view().subscription).toEqual(none);
  });

  it('runs a refresh at any time, restarting a check in flight', async () => {
    const { actor, auth, checkInputs, view } = start([
      professional,
      { subscribed: true, subscription_tier: 'enterprise', subscription_end: null },
    ]);
    auth('INITIAL_SESSION', accountSession());
    actor.send({ type: 'REFRESH_SUBSCRIPTION' });
    expect(checkInputs).toHaveLength(2);
    await settled();
    expect(view().subscription.subscription_tier).toBe('enterprise');
  });

  it('ignores a refresh while signed out', () => {
    const { actor, auth, checkInputs } = start();
    auth('INITIAL_SESSION', null);
    actor.send({ type: 'REFRESH_SUBSCRIPTION' });
    expect(checkInputs).toEqual([]);
  });

  it('resets the subscription data on SIGNED_OUT', async () => {
    const { auth, view } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    auth('SIGNED_OUT', null);
    expect(view()).toEqual(signedOutView);
  });

  it('signs out through the provided signOut and clears everything', async () => {
    const { actor, auth, view } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    actor.send({ type: 'SIGN_OUT' });
    expect(view().signingOut).toBe(true);
    await settled();
    expect(view()).toMatchObject({
      status: 'signedOut',
      user: null,
      subscription: { subscribed: false },
    });
  });

  it('stays signed in and logs when signing out fails', async () => {
    const { actor, auth, failSignOut, logError, view } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    const failure = new Error('network');
    failSignOut(failure);
    actor.send({ type: 'SIGN_OUT' });
    await settled();
    expect(view()).toMatchObject({
      status: 'signedIn',
      signingOut: false,
      subscription: professional,
    });
    expect(logError.mock.calls[0]?.[1]).toEqual({ message: 'Error signing out:', error: failure });
  });

  it('swaps the session on TOKEN_REFRESHED and USER_UPDATED without a new check', async () => {
    const { auth, checkInputs, view } = start();
    auth('INITIAL_SESSION', accountSession());
    await settled();
    auth('TOKEN_REFRESHED', accountSession({ token: 'token-2' }));
    expect(view().session?.access_token).toBe('token-2');
    auth('USER_UPDATED', accountSession({ email: 'ada.lovelace@example.com', token: 'token-2' }));
    expect(view().user?.email).toBe('ada.lovelace@example.com');
    expect(checkInputs).toHaveLength(1);
    expect(view().subscription).toEqual(professional);
  });

  it('marks a password recovery so /auth offers a new password instead of redirecting', async () => {
    const { auth, view } = start();
    auth('INITIAL_SESSION', null);
    auth('PASSWORD_RECOVERY', accountSession());
    expect(view()).toMatchObject({ status: 'signedIn', passwordRecovery: true });
    auth('USER_UPDATED', accountSession());
    expect(view().passwordRecovery).toBe(false);
  });

  it('treats an event without a session while signed in as signed out', async () => {
    const { auth, view } = start();
    auth('INITIAL_SESSION', accountSession());
    auth('TOKEN_REFRESHED', null);
    expect(view().status).toBe('signedOut');
  });

  it('unsubscribes from the auth client when stopped', () => {
    const { actor, unsubscribe } = start();
    actor.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the site has not provided the auth listener', () => {
    const actor = createActor(sessionMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toEqual([
      new Error(
        'authEvents was not provided: pass it with machine.provide({ actors: { authEvents } })',
      ),
    ]);
  });
});
