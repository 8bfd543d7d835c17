import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import {
  AUTH_CHANGE_EVENTS,
  selectSession,
  sessionMachine,
  texts,
  type AuthChangeEventType,
  type AuthSession,
  type AuthUser,
  type CheckSubscriptionInput,
  type SessionEvent,
  type SessionStatus,
  type SubscriptionData,
} from '@northbeam/flows';
import { needsAuthClientAtStart, getSupabase, onSupabaseLoaded } from './authClient';
import { checkSubscription, signOut } from './backend';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

const isForwarded = (event: string): event is AuthChangeEventType =>
  (AUTH_CHANGE_EVENTS as readonly string[]).includes(event);

/**
 * Forwards supabase-js auth changes to the session machine. A public page without a stored
 * session does not load the client: it is signed out until something (the /auth page) loads it.
 */
const authEvents = fromCallback<SessionEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return;
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
  if (needsAuthClientAtStart(window.location)) {
    getSupabase().catch((error: unknown) => {
      console.error('Could not load the auth client:', error);
      sendBack({ type: 'INITIAL_SESSION', session: null });
    });
  } else {
    sendBack({ type: 'INITIAL_SESSION', session: null });
  }
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

const SessionContext = createContext<SessionActorRef | null>(null);

/** Holds the visitor's session for the whole app (the spec's Auth context). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(siteSessionMachine);
  return <SessionContext.Provider value={actorRef}>{children}</SessionContext.Provider>;
}

/** The running session actor; throws the spec's message outside an AuthProvider. */
export function useSessionActor(): SessionActorRef {
  const actorRef = useContext(SessionContext);
  if (!actorRef) throw new Error(texts.session.outsideProvider);
  return actorRef;
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
  const actorRef = useSessionActor();
  const view = useSelector(actorRef, selectSession, shallowEqual);
  return useMemo(
    () => ({
      user: view.user,
      session: view.session,
      loading: view.loading,
      subscriptionData: view.subscription,
      status: view.status,
      checkingSubscription: view.checkingSubscription,
      passwordRecovery: view.passwordRecovery,
      signOut: () => actorRef.send({ type: 'SIGN_OUT' }),
      refreshSubscription: () => actorRef.send({ type: 'REFRESH_SUBSCRIPTION' }),
    }),
    [actorRef, view],
  );
}

/** For the header: Dashboard instead of Sign In once a user is signed in. */
export function useSignedInAccount(): boolean {
  return useAuth().status === 'signedIn';
}
