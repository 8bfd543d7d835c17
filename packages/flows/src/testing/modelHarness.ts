import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, type AdjacencyMap } from 'xstate/graph';
import { ControlledActors } from './controlledActors.js';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;

/** How a model test says "this invoked actor finished": the graph treats it as an event. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

export interface Subject<M extends AnyStateMachine, TEffects> {
  machine: M;
  /** Spies for the actions the site provides (navigate, openUrl, logError ...). */
  effects: TEffects;
}

export interface ModelSpec<M extends AnyStateMachine, TEffects> {
  /** Builds the machine with controlled actors and spied effects; called once per walk. */
  subject: (actors: ControlledActors) => Subject<M, TEffects>;
  input?: unknown;
  /**
   * Concrete events to try. Event types the machine handles but that are missing here are tried
   * bare ({ type }), which is fine for events without payload.
   */
  events: Array<EventFromLogic<M> | ActorOutcomeEvent>;
  /**
   * Groups snapshots into graph vertices. Defaults to value plus the whole context; machines whose
   * context grows with typing pass a coarser view so the graph stays finite.
   */
  serializeState?: (snapshot: Snapshot<M>) => string;
  /**
   * What the user sees in each leaf state, keyed by dotted path ('editing.idle'). Every leaf of
   * the machine must have one: a new state without an assertion fails the coverage test.
   */
  states: Record<string, (snapshot: Snapshot<M>, effects: TEffects) => void>;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

const defaultSerialize = (snapshot: { value: StateValue; context: unknown }) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** Dotted paths of every atomic or final state node. */
export const leafPaths = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

const activeLeafPaths = (snapshot: { _nodes: Array<{ type: string; path: string[] }> }) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

interface Edge {
  from: string;
  eventKey: string;
  to: string;
}

interface Graph {
  adjacency: AdjacencyMap<unknown, EventObject>;
  initialKey: string;
  /** Shortest event path to every vertex, as edges. */
  pathTo: Map<string, Edge[]>;
  edges: Edge[];
}

const buildGraph = <M extends AnyStateMachine>(machine: M, spec: ModelSpec<M, unknown>): Graph => {
  const serialize = (spec.serializeState ?? defaultSerialize) as (s: unknown) => string;
  const adjacency = getAdjacencyMap(machine, {
    input: spec.input,
    events: spec.events as never,
    serializeState: ((snapshot: unknown) => serialize(snapshot)) as never,
  }) as unknown as AdjacencyMap<unknown, EventObject>;
  const keys = Object.keys(adjacency);
  const initialKey = keys[0]!;
  const pathTo = new Map<string, Edge[]>([[initialKey, []]]);
  const queue = [initialKey];
  const edges: Edge[] = [];
  while (queue.length) {
    const from = queue.shift()!;
    const vertex = adjacency[from as keyof typeof adjacency]!;
    for (const [eventKey, next] of Object.entries(vertex.transitions)) {
      const to = serialize(next.state);
      const edge = { from, eventKey, to };
      edges.push(edge);
      if (!pathTo.has(to)) {
        pathTo.set(to, [...pathTo.get(from)!, edge]);
        queue.push(to);
      }
    }
  }
  return { adjacency, initialKey, pathTo, edges };
};

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replays a path against a real actor: ordinary events are sent, done/error events settle the
 * controlled actor, delayed events advance fake time. After every step the actor must be in the
 * vertex the graph predicted and pass that vertex's user-visible assertions.
 */
const walk = async <M extends AnyStateMachine, TEffects>(
  spec: ModelSpec<M, TEffects>,
  graph: Graph,
  path: Edge[],
) => {
  const serialize = (spec.serializeState ?? defaultSerialize) as (s: unknown) => string;
  const controls = new ControlledActors();
  const { machine, effects } = spec.subject(controls);
  const actor: AnyActorRef = createActor(machine, { input: spec.input } as never);
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  await flush();

  const check = (expectedKey: string, where: string) => {
    const snapshot = actor.getSnapshot() as Snapshot<M>;
    expect(errors, where).toEqual([]);
    expect(serialize(snapshot), where).toBe(expectedKey);
    for (const leaf of activeLeafPaths(snapshot as never)) {
      const assertState = spec.states[leaf];
      expect(assertState, `no assertion for state ${leaf}`).toBeTypeOf('function');
      assertState!(snapshot, effects);
    }
  };

  check(graph.initialKey, 'initial state');
  for (const [index, edge] of path.entries()) {
    const event = graph.adjacency[edge.from as never]!.transitions[edge.eventKey as never]!.event;
    const where = `step ${index + 1}: ${edge.eventKey}`;
    if (event.type.startsWith(DONE_PREFIX)) {
      controls.settle(event.type.slice(DONE_PREFIX.length), {
        output: (event as unknown as { output: unknown }).output,
      });
    } else if (event.type.startsWith(ERROR_PREFIX)) {
      controls.settle(event.type.slice(ERROR_PREFIX.length), {
        error: (event as unknown as { error: unknown }).error,
      });
    } else if (event.type.startsWith(AFTER_PREFIX)) {
      await vi.advanceTimersToNextTimerAsync();
    } else {
      actor.send(event);
    }
    await flush();
    check(edge.to, where);
  }
  actor.stop();
};

const describePath = (path: Edge[]) =>
  path.length === 0 ? '(start)' : path.map((edge) => edge.eventKey).join(' → ');

/**
 * Model-based tests for one machine: every leaf state has an assertion and is reachable, the
 * shortest path to every vertex passes, and every transition of the graph is taken once.
 */
export const describeModel = <M extends AnyStateMachine, TEffects>(
  name: string,
  spec: ModelSpec<M, TEffects>,
) => {
  describe(`${name} (model)`, () => {
    const graphMachine = spec.subject(new ControlledActors()).machine;
    const graph = buildGraph(graphMachine, spec as ModelSpec<M, unknown>);
    const reachedLeaves = new Set(
      Object.values(graph.adjacency).flatMap((vertex) => activeLeafPaths(vertex.state as never)),
    );

    it('has a user-visible assertion for every state, and no assertion for a missing state', () => {
      expect(Object.keys(spec.states).sort()).toEqual(leafPaths(graphMachine).sort());
    });

    it('reaches every state', () => {
      expect([...reachedLeaves].sort()).toEqual(leafPaths(graphMachine).sort());
    });

    const withTimers = async (run: () => Promise<void>) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        await run();
      } finally {
        vi.useRealTimers();
      }
    };

    const vertices = [...graph.pathTo.entries()];
    it.each(vertices.map(([key, path]) => [describePath(path), key, path] as const))(
      'reaches %s',
      async (_label, _key, path) => {
        await withTimers(() => walk(spec, graph, path));
      },
    );

    it(`takes every transition (${graph.edges.length})`, async () => {
      for (const edge of graph.edges) {
        const path = [...graph.pathTo.get(edge.from)!, edge];
        await withTimers(() => walk(spec, graph, path));
      }
    });
  });
};
