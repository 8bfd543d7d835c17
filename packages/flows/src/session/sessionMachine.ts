import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { NOT_SUBSCRIBED, subscriptionDataFrom, type SubscriptionData } from '../pricing/pricing.js';
import { logToConsole, notProvided } from '../provided.js';
import type {
  AuthSession,
  AuthUser,
  CheckSubscriptionInput,
  CheckSubscriptionOutput,
  SessionContext,
  SessionEvent,
} from './types.js';

/**
 * Actor the site provides: subscribes to the auth client's changes and sends each one back as
 * `{ type: event, session }`; returns the unsubscribe function.
 */
export const listenToAuthNotProvided = fromCallback<SessionEvent>(() => {
  throw new Error(
    'authEvents was not provided: pass it with machine.provide({ actors: { authEvents } })',
  );
});

const sessionOf = (event: SessionEvent) => ('session' in event ? event.session : null);

/**
 * Who is signed in and what they subscribe to: the one owner of the session's subscription (the
 * dashboard reads it with selectDashboard and asks for a refresh). Auth events come from the `authEvents` actor the
 * site provides (supabase-js onAuthStateChange); they may also be sent directly.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'checkingSubscription',
  },
  actors: {
    authEvents: listenToAuthNotProvided,
    checkSubscription: notProvided<CheckSubscriptionOutput, CheckSubscriptionInput>(
      'checkSubscription',
    ),
    signOut: notProvided<void, void>('signOut'),
  },
  actions: {
    logError: logToConsole,
    keepSession: assign(({ event }) => {
      const session = sessionOf(event);
      return { session, user: session?.user ?? null };
    }),
    markRecovery: assign({ passwordRecovery: true }),
    endRecovery: assign({ passwordRecovery: false }),
    storeSubscription: assign({
      subscription: (_, params: { subscription: SubscriptionData }) =>
        subscriptionDataFrom(params.subscription),
      subscriptionKnown: true,
    }),
    markSubscriptionKnown: assign({ subscriptionKnown: true }),
    storeScheduledChange: assign({
      subscription: ({ context, event }) =>
        event.type === 'PLAN_CHANGE_SCHEDULED'
          ? subscriptionDataFrom({
              ...context.subscription,
              scheduled_change: event.scheduled_change,
            })
          : context.subscription,
    }),
    forgetSession: assign({
      session: null,
      user: null,
      subscription: () => ({ ...NOT_SUBSCRIBED }),
      subscriptionKnown: false,
      passwordRecovery: false,
    }),
  },
  guards: {
    hasSession: ({ event }) => sessionOf(event) !== null,
  },
}).createMachine({
  id: 'session',
  context: {
    session: null,
    user: null,
    subscription: { ...NOT_SUBSCRIBED },
    subscriptionKnown: false,
    passwordRecovery: false,
  },
  invoke: { id: 'authEvents', src: 'authEvents' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        INITIAL_SESSION: [
          { guard: 'hasSession', target: 'signedIn', actions: 'keepSession' },
          { target: 'signedOut' },
        ],
        SIGNED_IN: { guard: 'hasSession', target: 'signedIn', actions: 'keepSession' },
        PASSWORD_RECOVERY: {
          guard: 'hasSession',
          target: 'signedIn',
          actions: ['keepSession', 'markRecovery'],
        },
        SIGNED_OUT: 'signedOut',
      },
    },
    signedIn: {
      initial: 'checkingSubscription',
      on: {
        SIGNED_OUT: 'signedOut',
        // A new sign-in (another tab, a recovery link) checks the subscription again.
        SIGNED_IN: [
          {
            guard: 'hasSession',
            target: '.checkingSubscription',
            reenter: true,
            actions: 'keepSession',
          },
          { target: 'signedOut' },
        ],
        PASSWORD_RECOVERY: [
          { guard: 'hasSession', actions: ['keepSession', 'markRecovery'] },
          { target: 'signedOut' },
        ],
        // Automatic refreshes and profile changes only swap the session.
        TOKEN_REFRESHED: [{ guard: 'hasSession', actions: 'keepSession' }, { target: 'signedOut' }],
        // The new password is saved (USER_UPDATED), so the recovery is over.
        USER_UPDATED: [
          { guard: 'hasSession', actions: ['keepSession', 'endRecovery'] },
          { target: 'signedOut' },
        ],
        INITIAL_SESSION: [{ guard: 'hasSession', actions: 'keepSession' }, { target: 'signedOut' }],
        PLAN_CHANGE_SCHEDULED: { actions: 'storeScheduledChange' },
      },
      states: {
        checkingSubscription: {
          tags: 'checkingSubscription',
          invoke: {
            id: 'checkSubscription',
            src: 'checkSubscription',
            input: ({ context }) => ({ session: context.session! }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'storeSubscription',
                params: ({ event }) => ({ subscription: event.output }),
              },
            },
            onError: {
              // The spec leaves the data as it was when a check fails.
              target: 'ready',
              actions: [
                'markSubscriptionKnown',
                {
                  type: 'logError',
                  params: ({ event }) => ({
                    message: 'Error checking subscription:',
                    error: event.error,
                  }),
                },
              ],
            },
          },
          on: {
            REFRESH_SUBSCRIPTION: { target: 'checkingSubscription', reenter: true },
            SIGN_OUT: 'signingOut',
          },
        },
        ready: {
          on: {
            REFRESH_SUBSCRIPTION: 'checkingSubscription',
            SIGN_OUT: 'signingOut',
          },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#session.signedOut' },
            onError: {
              target: 'ready',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'Error signing out:', error: event.error }),
              },
            },
          },
        },
      },
    },
    signedOut: {
      entry: 'forgetSession',
      on: {
        INITIAL_SESSION: { guard: 'hasSession', target: 'signedIn', actions: 'keepSession' },
        SIGNED_IN: { guard: 'hasSession', target: 'signedIn', actions: 'keepSession' },
        PASSWORD_RECOVERY: {
          guard: 'hasSession',
          target: 'signedIn',
          actions: ['keepSession', 'markRecovery'],
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionView {
  status: SessionStatus;
  /** The spec's Auth context "loading" flag. */
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  subscription: SubscriptionData;
  checkingSubscription: boolean;
  /** A check has answered (or failed) since sign-in. */
  subscriptionKnown: boolean;
  signingOut: boolean;
  passwordRecovery: boolean;
}

export const selectSession = (snapshot: SessionSnapshot): SessionView => {
  const status: SessionStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('signedIn')
      ? 'signedIn'
      : 'signedOut';
  return {
    status,
    loading: status === 'loading',
    user: snapshot.context.user,
    session: snapshot.context.session,
    subscription: snapshot.context.subscription,
    checkingSubscription: snapshot.hasTag('checkingSubscription'),
    subscriptionKnown: snapshot.context.subscriptionKnown,
    signingOut: snapshot.matches({ signedIn: 'signingOut' }),
    passwordRecovery: snapshot.context.passwordRecovery,
  };
};
