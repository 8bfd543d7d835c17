import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * What a store shows, followed in transitions: a change renders in slices of a few milliseconds,
 * between which the page answers, instead of in one task. The session and the subscription change
 * as their answers land (the session machine starting, the subscription check, a refresh), each
 * time re-rendering the whole dashboard; through useSyncExternalStore (and @xstate/react's
 * useSelector, built on it) React renders every such change at once, in one task of 40–120 ms at
 * 4× CPU on the bench's machine, which counts in Total Blocking Time. The cost: for the length of
 * a render the page may still show the previous value, which nothing acts on (an action reads
 * the actor itself).
 */
export function useTransitionView<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
): T {
  const [view, setView] = useState(read);
  useEffect(() => {
    const update = () => {
      const next = read();
      startTransition(() => setView(() => next));
    };
    // A change between the render and this effect is not missed.
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return view;
}

interface Observable<S> {
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
  getSnapshot(): S;
}

/** An actor as a store for useTransitionView, its selection made once per snapshot. */
function actorStore<S, T>(actor: Observable<S>, select: (snapshot: S) => T) {
  let last: { snapshot: S; view: T } | null = null;
  return {
    subscribe: (listener: () => void) => {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    read: (): T => {
      const snapshot = actor.getSnapshot();
      if (last?.snapshot !== snapshot) last = { snapshot, view: select(snapshot) };
      return last.view;
    },
  };
}

/**
 * An actor's snapshot through `select` (stable: a module's function), as useTransitionView
 * follows a store: an unchanged actor renders nothing.
 */
export function useActorView<S, T>(actor: Observable<S>, select: (snapshot: S) => T): T {
  const store = useMemo(() => actorStore(actor, select), [actor, select]);
  return useTransitionView(store.subscribe, store.read);
}
