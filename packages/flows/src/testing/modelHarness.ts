import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getStateNodes, type AdjacencyValue } from 'xstate/graph';
import { ControlledActors } from './controlledActors.js';
import {
  activeLeafPaths,
  activeNodes,
  buildGraph,
  coveringWalks,
  DONE_PREFIX,
  ERROR_PREFIX,
  leafPaths,
  type Edge,
  type Graph,
} from './modelGraph.js';

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

/** A subject from its effects (spies and the walk's controlled actors): `provide` builds the machine. */
export const spiedSubject = <TEffects, M extends AnyStateMachine>(
  effects: TEffects,
  provide: (effects: TEffects) => M,
): Subject<M, TEffects> => ({ machine: provide(effects), effects });

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
   * What besides the state value decides what happens next: snapshots with the same value and
   * facts are one graph vertex. It must keep everything that decides (which fields are valid, not
   * their text), because walks continue from whichever snapshot they are in. Defaults to the whole
   * context.
   */
  vertexFacts?: (snapshot: Snapshot<M>) => unknown;
  /**
   * What the user sees in each leaf state, keyed by dotted path ('editing.idle'). Every leaf of
   * the machine must have one: a new state without an assertion fails the coverage test.
   */
  states: Record<string, (snapshot: Snapshot<M>, effects: TEffects) => void>;
  /** Checks on what an event changed, by event type, run on every step taking that event. */
  steps?: Record<string, (before: Snapshot<M>, after: Snapshot<M>, effects: TEffects) => void>;
}

const AFTER_PREFIX = 'xstate.after.';

/** A snapshot's graph vertex: its state value and the spec's facts. */
const serializerOf =
  <M extends AnyStateMachine, TEffects>(spec: ModelSpec<M, TEffects>) =>
  (snapshot: unknown) => {
    const { value, context } = snapshot as { value: StateValue; context: unknown };
    const facts = spec.vertexFacts ? spec.vertexFacts(snapshot as Snapshot<M>) : context;
    return JSON.stringify({ value, facts });
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
  const serialize = serializerOf(spec);
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
    for (const leaf of activeLeafPaths(machine, snapshot as AnyMachineSnapshot)) {
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
    const graph = buildGraph(graphMachine, {
      input: spec.input,
      events: spec.events as EventObject[],
      serialize: serializerOf(spec),
    });
    const vertices = Object.values(graph.adjacency) as AdjacencyValue<unknown, EventObject>[];
    const leaves = leafPaths(graphMachine).sort();

    it('has a user-visible assertion for every state, and none for a state that does not exist', () => {
      expect(Object.keys(spec.states).sort()).toEqual(leaves);
    });

    it('tries every event each state declares', () => {
      const tried = new Set<string>();
      for (const vertex of vertices) {
        const nodes = activeNodes(graphMachine, vertex.state as AnyMachineSnapshot);
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
        activeLeafPaths(
          graphMachine,
          graph.adjacency[key as never]!.state as AnyMachineSnapshot,
        ).includes(leaf),
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
