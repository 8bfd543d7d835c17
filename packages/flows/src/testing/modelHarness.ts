import { describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getStateNodes,
  type AdjacencyMap,
  type AdjacencyValue,
} from 'xstate/graph';
import { ControlledActors } from './controlledActors.js';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;

/** How a model test says "this invoked actor finished": the graph treats it as an event. */
type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

interface Subject<M extends AnyStateMachine, TEffects> {
  machine: M;
  /** Spies for the actions the site provides (navigate, openUrl, logError ...). */
  effects: TEffects;
}

export interface ModelSpec<M extends AnyStateMachine, TEffects> {
  /** Builds the machine with controlled actors and spied effects; called once per walk. */
  subject: (actors: ControlledActors) => Subject<M, TEffects>;
  input?: unknown;
  /**
   * Concrete events to try in every state. Timers and handled events missing here are tried
   * bare ({ type }), as the machine declares them.
   */
  events: Array<EventFromLogic<M> | ActorOutcomeEvent>;
  /**
   * Groups snapshots into graph vertices. It must keep everything that decides what happens next
   * (which fields are valid, not their text), because walks continue from whichever snapshot they
   * are in. Defaults to value plus the whole context.
   */
  serializeState?: (snapshot: Snapshot<M>) => string;
  /**
   * What the user sees in each leaf state, keyed by dotted path ('editing.idle'). Every leaf of
   * the machine must have one: a new state without an assertion fails the coverage test.
   */
  states: Record<string, (snapshot: Snapshot<M>, effects: TEffects) => void>;
  /** Checks on what an event changed, by event type, run on every step taking that event. */
  steps?: Record<string, (before: Snapshot<M>, after: Snapshot<M>, effects: TEffects) => void>;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

const defaultSerialize = (snapshot: { value: StateValue; context: unknown }) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

// A state that always moves on at once (choosing the start mode) is never seen by a user.
const isTransient = (node: { always?: Array<{ guard?: unknown }> }) =>
  node.always?.some((transition) => transition.guard === undefined) ?? false;

/** Dotted paths of every atomic or final state node a user can see. */
const leafPaths = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !isTransient(node))
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
  /** Vertices in breadth-first order with the shortest event path to each. */
  pathTo: Map<string, Edge[]>;
  edges: Edge[];
  outEdges: Map<string, Edge[]>;
}

/**
 * Every listed event is tried in every state, so ignored events (a second SUBMIT while sending)
 * show up as self-loops that are walked and asserted too. Actor outcomes only while that actor
 * runs; timers and any handled event the list forgot, as the machine declares them.
 */
const eventsToTry = (snapshot: AnyMachineSnapshot, listed: readonly EventObject[]) => {
  const isOutcome = (type: string) => type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX);
  const runningActor = (type: string) =>
    snapshot.children[type.replace(DONE_PREFIX, '').replace(ERROR_PREFIX, '')] !== undefined;
  const tried = listed.filter((event) => !isOutcome(event.type) || runningActor(event.type));
  const listedTypes = new Set(listed.map((event) => event.type));
  const declared = __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type) => !listedTypes.has(type) && !type.includes('*'))
    .filter((type) => !isOutcome(type) || runningActor(type))
    .map((type) => ({ type }));
  return [...tried, ...declared];
};

const buildGraph = <M extends AnyStateMachine>(machine: M, spec: ModelSpec<M, unknown>): Graph => {
  const serialize = (spec.serializeState ?? defaultSerialize) as (s: unknown) => string;
  const adjacency = getAdjacencyMap(machine, {
    input: spec.input,
    events: ((snapshot: AnyMachineSnapshot) => eventsToTry(snapshot, spec.events)) as never,
    serializeState: ((snapshot: unknown) => serialize(snapshot)) as never,
    // A finished actor takes no more events, even though a pure transition would still compute.
    stopWhen: ((snapshot: AnyMachineSnapshot) => snapshot.status !== 'active') as never,
  }) as unknown as AdjacencyMap<unknown, EventObject>;
  const initialKey = Object.keys(adjacency)[0]!;
  const pathTo = new Map<string, Edge[]>([[initialKey, []]]);
  const outEdges = new Map<string, Edge[]>();
  const queue = [initialKey];
  const edges: Edge[] = [];
  while (queue.length) {
    const from = queue.shift()!;
    const vertex = adjacency[from as keyof typeof adjacency]!;
    const out: Edge[] = [];
    for (const [eventKey, next] of Object.entries(vertex.transitions)) {
      const to = serialize(next.state);
      const edge = { from, eventKey, to };
      edges.push(edge);
      out.push(edge);
      if (!pathTo.has(to)) {
        pathTo.set(to, [...pathTo.get(from)!, edge]);
        queue.push(to);
      }
    }
    outEdges.set(from, out);
  }
  return { adjacency, initialKey, pathTo, edges, outEdges };
};

/**
 * Walks from the start that together take every edge at least once: follow an untaken edge when
 * there is one, else the shortest way to the nearest vertex that has one; start over from the
 * beginning at a dead end (a final state).
 */
const coveringWalks = (graph: Graph): Edge[][] => {
  const untaken = new Set(graph.edges);
  const walks: Edge[][] = [];
  const routeToUntaken = (from: string): Edge[] | null => {
    const seen = new Set([from]);
    const queue: Array<[string, Edge[]]> = [[from, []]];
    while (queue.length) {
      const [key, route] = queue.shift()!;
      if (graph.outEdges.get(key)!.some((edge) => untaken.has(edge))) return route;
      for (const edge of graph.outEdges.get(key)!) {
        if (!seen.has(edge.to)) {
          seen.add(edge.to);
          queue.push([edge.to, [...route, edge]]);
        }
      }
    }
    return null;
  };
  while (untaken.size) {
    const walk: Edge[] = [];
    let at = graph.initialKey;
    for (;;) {
      const route = routeToUntaken(at);
      if (!route) break;
      const next = graph.outEdges.get(route.at(-1)?.to ?? at)!.find((edge) => untaken.has(edge))!;
      for (const edge of [...route, next]) {
        untaken.delete(edge);
        walk.push(edge);
      }
      at = next.to;
    }
    if (walk.length === 0) {
      throw new Error('Some transitions cannot be reached from the start');
    }
    walks.push(walk);
  }
  return walks;
};

// A macrotask turn drains every promise callback, however deep the actor's chain.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const describeEvent = (eventKey: string) => {
  const { type, ...payload } = JSON.parse(eventKey) as { type: string } & Record<string, unknown>;
  const name = type
    .replace(/^xstate\.(done|error)\.actor\.(.*)$/, '$2:$1')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
  const values = Object.values(payload).map((value) => {
    const text = value instanceof Object ? JSON.stringify(value) : String(value);
    return text.length > 24 ? `${text.slice(0, 23)}…` : text;
  });
  return values.length ? `${name}(${values.join(', ')})` : name;
};

const describePath = (path: Edge[]) =>
  path.length === 0 ? '(start)' : path.map((edge) => describeEvent(edge.eventKey)).join(' → ');

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

  const check = (expectedKey: string) => {
    const snapshot = actor.getSnapshot() as Snapshot<M>;
    // Plain comparisons first: expect() is slow when called thousands of times.
    if (errors.length) expect(errors).toEqual([]);
    const key = serialize(snapshot);
    if (key !== expectedKey) expect(key).toBe(expectedKey);
    for (const leaf of activeLeafPaths(snapshot as never)) {
      const assertState = spec.states[leaf];
      expect(assertState, `no assertion for state ${leaf}`).toBeTypeOf('function');
      assertState!(snapshot, effects);
    }
  };

  let done = 0;
  try {
    check(graph.initialKey);
    for (const edge of path) {
      const event = graph.adjacency[edge.from as never]!.transitions[edge.eventKey as never]!.event;
      const before = actor.getSnapshot() as Snapshot<M>;
      if (event.type.startsWith(DONE_PREFIX)) {
        controls.settle(event.type.slice(DONE_PREFIX.length), {
          output: (event as unknown as { output: unknown }).output,
        });
        await flush();
      } else if (event.type.startsWith(ERROR_PREFIX)) {
        controls.settle(event.type.slice(ERROR_PREFIX.length), {
          error: (event as unknown as { error: unknown }).error,
        });
        await flush();
      } else if (event.type.startsWith(AFTER_PREFIX)) {
        await vi.advanceTimersToNextTimerAsync();
        await flush();
      } else {
        // Sent events are processed synchronously, invoked actors included.
        actor.send(event);
      }
      check(edge.to);
      spec.steps?.[event.type]?.(before, actor.getSnapshot() as Snapshot<M>, effects);
      done += 1;
    }
  } catch (error) {
    const taken = path.slice(Math.max(0, done - 7), done + 1);
    throw new Error(
      `Failed at step ${done + 1} of ${path.length}: …${describePath(taken)}\n` +
        `in ${path[done - 1]?.to ?? graph.initialKey}`,
      { cause: error },
    );
  } finally {
    actor.stop();
  }
};

const withFakeTimers = async (run: () => Promise<void>) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
};

/**
 * Model-based tests for one machine: every leaf state has an assertion and is reached by its
 * shortest path, every event a state declares is tried, and walks covering every transition of
 * the graph pass the assertions at each step.
 */
export const describeModel = <M extends AnyStateMachine, TEffects>(
  name: string,
  spec: ModelSpec<M, TEffects>,
) => {
  describe(`${name} (model)`, () => {
    const graphMachine = spec.subject(new ControlledActors()).machine;
    const graph = buildGraph(graphMachine, spec as ModelSpec<M, unknown>);
    const vertices = Object.values(graph.adjacency) as AdjacencyValue<unknown, EventObject>[];
    const leaves = leafPaths(graphMachine).sort();

    it('has a user-visible assertion for every state, and none for a state that does not exist', () => {
      expect(Object.keys(spec.states).sort()).toEqual(leaves);
    });

    it('tries every event each state declares', () => {
      const tried = new Set<string>();
      for (const vertex of vertices) {
        const nodes = (vertex.state as { _nodes: Array<{ id: string }> })._nodes;
        for (const { event } of Object.values(vertex.transitions)) {
          for (const node of nodes) tried.add(`${node.id} ${event.type}`);
        }
      }
      const declared = getStateNodes(graphMachine.root).flatMap((node) =>
        node.ownEvents.map((type) => `${node.id} ${type}`),
      );
      expect(declared.filter((entry) => !tried.has(entry))).toEqual([]);
    });

    const firstVertexWith = (leaf: string) =>
      [...graph.pathTo.keys()].find((key) =>
        activeLeafPaths(graph.adjacency[key as never]!.state as never).includes(leaf),
      );

    it.each(leaves)('reaches %s by its shortest path', async (leaf) => {
      const key = firstVertexWith(leaf);
      expect(key, `${leaf} is unreachable`).toBeDefined();
      await withFakeTimers(() => walk(spec, graph, graph.pathTo.get(key!)!));
    });

    const walks = coveringWalks(graph);
    it(
      `takes all ${graph.edges.length} transitions between ${vertices.length} vertices in ${walks.length} walks`,
      async () => {
        for (const path of walks) {
          await withFakeTimers(() => walk(spec, graph, path));
        }
      },
      // Thousands of asserted steps; generous for a busy two-core CI machine.
      60_000,
    );
  });
};
