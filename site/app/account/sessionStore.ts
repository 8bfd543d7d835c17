import type { ActorRefFrom } from 'xstate';
import { NOT_SUBSCRIBED, type SessionView, type sessionMachine } from '@northbeam/flows';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

type SessionModule = typeof import('./sessionActor');

const baseView: Omit<SessionView, 'status' | 'loading'> = {
  user: null,
  session: null,
  subscription: NOT_SUBSCRIBED,
  checkingSubscription: false,
  subscriptionKnown: false,
  signingOut: false,
  passwordRecovery: false,
};

/** Before anything is known (also the prerendered view, so hydration matches). */
const LOADING_VIEW: SessionView = { ...baseView, status: 'loading', loading: true };
/** A public page without a stored session: no need to load the client to know. */
const SIGNED_OUT_VIEW: SessionView = { ...baseView, status: 'signedOut', loading: false };

/**
 * The session for one AuthProvider: a fixed view until the session machine (and with it xstate
 * and supabase-js) is loaded, then the machine's view. Shaped for useSyncExternalStore.
 */
export class SessionStore {
  private actor: SessionActorRef | null = null;
  private selectView: SessionModule['selectSession'] | null = null;
  private fallback: SessionView = LOADING_VIEW;
  private cached: { snapshot: unknown; view: SessionView } | null = null;
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  private generation = 0;
  private actorSubscription: { unsubscribe(): void } | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getView = (): SessionView => {
    if (!this.actor || !this.selectView) return this.fallback;
    const snapshot = this.actor.getSnapshot();
    if (this.cached?.snapshot !== snapshot) {
      this.cached = { snapshot, view: this.selectView(snapshot) };
    }
    return this.cached.view;
  };

  getServerView = (): SessionView => LOADING_VIEW;

  getActor = (): SessionActorRef | null => this.actor;

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  /** Nothing on this page needs the client: signed out, unless something loads it later. */
  markSignedOut() {
    if (this.actor) return;
    this.fallback = SIGNED_OUT_VIEW;
    this.notify();
  }

  /** Loads the session machine and starts it (once per start of the provider). */
  load(): Promise<void> {
    const generation = this.generation;
    this.loading ??= import('./sessionActor').then(
      (module) => {
        // The provider was stopped meanwhile (unmounted, or React's development double effects).
        if (generation !== this.generation || this.actor) return;
        this.selectView = module.selectSession;
        this.actor = module.startSessionActor();
        this.actorSubscription = this.actor.subscribe(() => this.notify());
        this.notify();
      },
      (error: unknown) => {
        console.error('Could not load the session:', error);
        this.loading = null;
        this.markSignedOut();
      },
    );
    return this.loading;
  }

  /** Stops the session actor; a later load() starts a new one. */
  stop() {
    this.generation += 1;
    this.loading = null;
    this.actorSubscription?.unsubscribe();
    this.actorSubscription = null;
    this.actor?.stop();
    this.actor = null;
    this.cached = null;
    this.fallback = LOADING_VIEW;
  }
}
