import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTransitionView } from './useTransitionView';
import { sessionTexts } from '@northbeam/flows';
import type { AuthSession, AuthUser, SessionStatus, SubscriptionData } from '@northbeam/flows';
import { needsAuthClientAtStart, onAuthLoaded } from './authClient';
import { SessionStore, type SessionActorRef } from './sessionStore';

export type { SessionActorRef };

const SessionContext = createContext<SessionStore | null>(null);

/**
 * Holds the visitor's session for the whole app (the spec's Auth context). The session machine,
 * xstate and supabase-js load only when needed: on /auth and /dashboard, with a stored session,
 * after an auth e-mail link, or once a page loads the client; a public page without a session is
 * signed out without them, which keeps them out of the prerendered pages' JavaScript.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new SessionStore());
  useEffect(() => {
    if (needsAuthClientAtStart(window.location)) void store.load();
    else store.markSignedOut();
    // The /auth page loads the client from a page that had not: follow the session from then on.
    const stopListening = onAuthLoaded(() => void store.load());
    return () => {
      stopListening();
      store.stop();
    };
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error(sessionTexts.outsideProvider);
  return store;
}

/** The running session actor once loaded (asking for it loads it); null until then. */
export function useSessionActor(): SessionActorRef | null {
  const store = useSessionStore();
  useEffect(() => void store.load(), [store]);
  return useTransitionView(store.subscribe, store.getActor);
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  subscriptionData: SubscriptionData;
  status: SessionStatus;
  checkingSubscription: boolean;
  passwordRecovery: boolean;
  signOut: () => void;
  refreshSubscription: () => void;
}

/** The spec's useAuth: user, session, loading, subscriptionData, sign-out and refresh. */
export function useAuth(): AuthContextValue {
  const store = useSessionStore();
  // In transitions (useTransitionView): a session change re-renders the page that shows it.
  const view = useTransitionView(store.subscribe, store.getView);
  return useMemo(
    () => ({
      user: view.user,
      session: view.session,
      loading: view.loading,
      subscriptionData: view.subscription,
      status: view.status,
      checkingSubscription: view.checkingSubscription,
      passwordRecovery: view.passwordRecovery,
      signOut: () => store.getActor()?.send({ type: 'SIGN_OUT' }),
      refreshSubscription: () => store.getActor()?.send({ type: 'REFRESH_SUBSCRIPTION' }),
    }),
    [store, view],
  );
}

/**
 * For the header: Dashboard instead of Sign In once a user is signed in. It follows only that
 * boolean, so the page chrome does not render again when a public page settles on signed out.
 */
export function useSignedInAccount(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getView().status === 'signedIn',
    () => store.getServerView().status === 'signedIn',
  );
}
