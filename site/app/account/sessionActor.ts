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
import { getAuth, onAuthLoaded } from './authClient';
import { signOut } from './backend';
import { checkSubscription } from './subscriptionCheck';
import { hasAuthCallback } from './storedSession';
import { freshStoredSession, refreshDueAt, sessionStorageKey } from './sessionToken';

/*
 * The session machine with the site's actors. Loaded (with xstate) only when a page needs the
 * session: see sessionStore.ts.
 */

const isForwarded = (event: string): event is AuthChangeEventType =>
  (AUTH_CHANGE_EVENTS as readonly string[]).includes(event);

// setTimeout takes at most a signed 32-bit delay; a later due time is checked again then.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Tells the session machine the auth changes. While the session auth-js keeps is fresh
 * (sessionToken.ts) it is told from storage and auth-js is not loaded: the dashboard shows the
 * account and calls its functions with that token, as auth-js's getSession() would. auth-js
 * loads and takes over (its onAuthStateChange, as before) as soon as it must act: at once when
 * there is no fresh stored session or the address carries an auth link (PKCE code, error), when
 * the token enters auth-js's refresh margin (a timer, and again when the tab is shown, as
 * auth-js checks on visibilitychange), when another tab stores something this reader does not
 * take, and when anything else loads it (sign-out, a password, a function call near expiry).
 * Another tab's sign-out removes the stored value: that is a sign-out here too (auth-js would
 * hear it on its BroadcastChannel; the storage event says the same without it).
 */
const authEvents = fromCallback<SessionEvent>(({ sendBack }) => {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  let stopWatching = () => {};
  // The user told from storage: auth-js, as it starts, tells the same sign-in again (SIGNED_IN
  // from its recovery, before its INITIAL_SESSION); told as INITIAL_SESSION, it does not check
  // the subscription a second time.
  let toldFromStorage: string | null = null;
  const tell = (type: AuthChangeEventType, session: AuthSession | null) => {
    if (toldFromStorage !== null) {
      if (type === 'SIGNED_IN' && session?.user.id === toldFromStorage) type = 'INITIAL_SESSION';
      if (type === 'INITIAL_SESSION') toldFromStorage = null;
    }
    sendBack({ type, session });
  };

  const stopListening = onAuthLoaded((auth) => {
    stopWatching();
    if (stopped || unsubscribe) return;
    const { data } = auth.onAuthStateChange((event, session) => {
      if (!isForwarded(event)) return;
      // auth-js holds its auth lock while it notifies; calls the machine starts in response
      // (the subscription check) must run after the callback returns.
      window.setTimeout(() => {
        if (!stopped) tell(event, session as AuthSession | null);
      }, 0);
    });
    unsubscribe = () => data.subscription.unsubscribe();
  });
  const handOver = () => {
    getAuth().catch((error: unknown) => {
      console.error('Could not load the auth client:', error);
      if (!stopped) sendBack({ type: 'INITIAL_SESSION', session: null });
    });
  };

  const stored = hasAuthCallback(window.location) ? null : freshStoredSession();
  if (!stored) handOver();
  else {
    toldFromStorage = stored.user.id;
    sendBack({ type: 'INITIAL_SESSION', session: stored });
    stopWatching = watchStoredSession(stored, { tell, handOver });
  }
  return () => {
    stopped = true;
    stopWatching();
    stopListening();
    unsubscribe?.();
  };
});

/**
 * Follows the stored session while auth-js is not loaded: hands over to it when the session
 * nears its expiry or another tab stores one this reader does not take; tells another tab's
 * refresh (the same user, fresh) and sign-out (the value removed). Returns the stop function.
 */
function watchStoredSession(
  first: AuthSession,
  {
    tell,
    handOver,
  }: {
    tell: (type: AuthChangeEventType, session: AuthSession | null) => void;
    handOver: () => void;
  },
): () => void {
  let current = first;
  let timer = 0;
  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(
      check,
      Math.min(Math.max(refreshDueAt(current) - Date.now(), 0), MAX_DELAY),
    );
  };
  const check = () => {
    if (freshStoredSession()) schedule();
    else handOver();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== sessionStorageKey && event.key !== null) return;
    if (window.localStorage.getItem(sessionStorageKey) === null) {
      stop();
      tell('SIGNED_OUT', null);
      return;
    }
    const next = freshStoredSession();
    if (!next || next.user.id !== current.user.id) return handOver();
    if (next.access_token === current.access_token) return;
    current = next;
    tell('TOKEN_REFRESHED', next);
    schedule();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  function stop() {
    window.clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  }
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return stop;
}

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
