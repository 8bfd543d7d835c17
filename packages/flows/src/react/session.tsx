import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectSession, sessionMachine, type SessionView } from '../session/sessionMachine.js';
import { texts } from '../texts.js';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActorRef | null>(null);

export interface SessionProviderProps {
  /** The session machine with the site's actors, e.g. `sessionMachine.provide({ actors })`. */
  machine: typeof sessionMachine;
  children?: ReactNode;
}

/** Runs one session actor for the app, the way the original AuthProvider held the auth state. */
export function SessionProvider({ machine, children }: SessionProviderProps) {
  const actorRef = useActorRef(machine);
  return <SessionActorContext.Provider value={actorRef}>{children}</SessionActorContext.Provider>;
}

/** The running session actor; throws the spec's message outside a SessionProvider. */
export function useSessionActorRef(): SessionActorRef {
  const actorRef = useContext(SessionActorContext);
  if (!actorRef) throw new Error(texts.session.outsideProvider);
  return actorRef;
}

export interface UseSessionResult extends SessionView {
  refreshSubscription: () => void;
  signOut: () => void;
}

/** What the original useAuth gave: user, session, loading, subscription data and the actions. */
export function useSession(): UseSessionResult {
  const actorRef = useSessionActorRef();
  const view = useSelector(actorRef, selectSession, shallowEqual);
  return {
    ...view,
    refreshSubscription: () => actorRef.send({ type: 'REFRESH_SUBSCRIPTION' }),
    signOut: () => actorRef.send({ type: 'SIGN_OUT' }),
  };
}

/** The spec's name for the hook. */
export const useAuth = useSession;
