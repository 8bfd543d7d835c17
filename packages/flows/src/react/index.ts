export {
  SessionProvider,
  useAuth,
  useSession,
  useSessionActorRef,
  type SessionActorRef,
  type SessionProviderProps,
  type UseSessionResult,
} from './session.js';
// The generic bindings, so the site and ui need only this package for flows.
export {
  createActorContext,
  shallowEqual,
  useActor,
  useActorRef,
  useMachine,
  useSelector,
} from '@xstate/react';
