import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  AUTH_CHANGE_EVENTS,
  selectSession,
  sessionMachine,
  type AuthChangeEventType,
  type AuthSession,
  type CheckSubscriptionInput,
  type SessionEvent,
  type SubscriptionData,
} from '@northbeam/flows';
import { getSupabase, onSupabaseLoaded } from './authClient';
import { checkSubscription, signOut } from './backend';

/*
 * The session machine with the site's actors. Loaded (with xstate) only when a page needs the
 * session, like supabase-js itself: see sessionStore.ts.
 */

const isForwarded = (event: string): event is AuthChangeEventType =>
  (AUTH_CHANGE_EVENTS as readonly string[]).includes(event);

/** Forwards supabase-js auth changes (onAuthStateChange) to the session machine. */
const authEvents = fromCallback<SessionEvent>(({ sendBack }) => {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  const stopListening = onSupabaseLoaded((supabase) => {
    if (stopped || unsubscribe) return;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!isForwarded(event)) return;
      // supabase-js holds its auth lock while it notifies; calls the machine starts in response
      // (the subscription check) must run after the callback returns.
      window.setTimeout(() => {
        if (!stopped) sendBack({ type: event, session: session as AuthSession | null });
      }, 0);
    });
    unsubscribe = () => data.subscription.unsubscribe();
  });
  getSupabase().catch((error: unknown) => {
    console.error('Could not load the auth client:', error);
    sendBack({ type: 'INITIAL_SESSION', session: null });
  });
  return () => {
    stopped = true;
    stopListening();
    unsubscribe?.();
  };
});

const siteSessionMachine = sessionMachine.provide({
  actors: {
    authEvents,
    checkSubscription: fromPromise<SubscriptionData, CheckSubscriptionInput>(({ input }) =>
      checkSubscription(input.session.access_token),
    ),
    signOut: fromPromise<void, void>(() => signOut()),
  },
});

export function startSessionActor() {
  return createActor(siteSessionMachine).start();
}

export { selectSession };
