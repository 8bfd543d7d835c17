import { expect, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { accountSession, none, professional, signedOutView } from '../testing/accounts.js';
import { callEnds } from '../testing/formModel.js';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import {
  selectSession,
  sessionMachine,
  type CheckSubscriptionInput,
  type CheckSubscriptionOutput,
  type SessionSnapshot,
} from './index.js';

const checkFailure = new Error('check-subscription failed');

const spies = () => ({
  logError: vi.fn<(_: unknown, params: { message: string; error: unknown }) => void>(),
});

/** Everything a signed-in page shows about the account. */
const signedIn = (snapshot: SessionSnapshot, checking: boolean, signingOut: boolean) => {
  const view = selectSession(snapshot);
  expect({
    status: view.status,
    loading: view.loading,
    hasUser: view.user !== null && view.user === view.session?.user,
    checkingSubscription: view.checkingSubscription,
    signingOut: view.signingOut,
  }).toEqual({
    status: 'signedIn',
    loading: false,
    hasUser: true,
    checkingSubscription: checking,
    signingOut,
  });
  expect([none, professional]).toContainEqual(view.subscription);
};

describeModel('session', {
  subject: (actors) =>
    spiedSubject({ ...spies(), actors }, (effects) =>
      sessionMachine.provide({
        actors: {
          // Auth events are sent straight to the actor here; the listener test is beside it.
          authEvents: fromCallback(() => {}),
          checkSubscription: actors.actor<CheckSubscriptionOutput, CheckSubscriptionInput>(),
          signOut: actors.actor<void, void>(),
        },
        actions: effects,
      }),
    ),
  events: [
    { type: 'INITIAL_SESSION', session: accountSession({ token: 't1' }) },
    { type: 'INITIAL_SESSION', session: null },
    { type: 'SIGNED_IN', session: accountSession({ token: 't1' }) },
    { type: 'SIGNED_OUT', session: null },
    { type: 'TOKEN_REFRESHED', session: accountSession({ token: 't2' }) },
    { type: 'TOKEN_REFRESHED', session: null },
    {
      type: 'USER_UPDATED',
      session: accountSession({ token: 't2', email: 'ada.lovelace@example.com' }),
    },
    { type: 'PASSWORD_RECOVERY', session: accountSession({ token: 't3' }) },
    { type: 'REFRESH_SUBSCRIPTION' },
    { type: 'SIGN_OUT' },
    ...callEnds('checkSubscription', [professional, none], checkFailure),
    ...callEnds('signOut', [undefined], new Error('network')),
  ],
  // Which token is held changes nothing that follows; whether there is one does.
  vertexFacts: (snapshot) => ({
    session: snapshot.context.session !== null,
    subscription: snapshot.context.subscription,
    recovery: snapshot.context.passwordRecovery,
  }),
  steps: {
    'xstate.error.actor.checkSubscription': (before, after, { logError }) => {
      expect(after.context.subscription).toEqual(before.context.subscription);
      expect(logError).toHaveBeenLastCalledWith(expect.anything(), {
        message: 'Error checking subscription:',
        error: checkFailure,
      });
    },
    'xstate.done.actor.checkSubscription': (_before, after) => {
      expect(selectSession(after).checkingSubscription).toBe(false);
    },
    SIGNED_IN: (_before, after, { actors }) => {
      expect(selectSession(after).checkingSubscription).toBe(true);
      expect(actors.started.at(-1)?.id).toBe('checkSubscription');
    },
    TOKEN_REFRESHED: (before, after) => {
      if (after.matches('signedIn')) {
        expect(after.context.session?.access_token).toBe('t2');
        expect(after.context.subscription).toEqual(before.context.subscription);
      }
    },
    SIGNED_OUT: (_before, after) => {
      expect(after.context.subscription).toEqual(none);
    },
  },
  states: {
    loading: (snapshot) => {
      expect(selectSession(snapshot)).toMatchObject({
        status: 'loading',
        loading: true,
        user: null,
      });
    },
    'signedIn.checkingSubscription': (snapshot, { actors }) => {
      signedIn(snapshot, true, false);
      expect(actors.running('checkSubscription')).toBe(1);
      // The check runs for the session held when it started (a refresh may swap the token since).
      const input = actors.inputOf('checkSubscription') as CheckSubscriptionInput;
      expect(input.session.user.id).toBe(snapshot.context.user?.id);
    },
    'signedIn.ready': (snapshot, { actors }) => {
      signedIn(snapshot, false, false);
      expect(actors.running('checkSubscription')).toBe(0);
    },
    'signedIn.signingOut': (snapshot, { actors }) => {
      signedIn(snapshot, false, true);
      expect(actors.running('signOut')).toBe(1);
    },
    signedOut: (snapshot, { actors }) => {
      expect(selectSession(snapshot)).toEqual(signedOutView);
      expect(actors.running('checkSubscription')).toBe(0);
    },
  },
});
