import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  StateValue,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, type AdjacencyMap } from 'xstate/graph';

// The model tests' graph, built with XState's public graph API (xstate/graph): the state nodes a
// snapshot is in, the events tried in each state, the adjacency map and walks covering its edges.
// modelHarness.ts replays those walks against real actors.

export const DONE_PREFIX = 'xstate.done.actor.';
export const ERROR_PREFIX = 'xstate.error.actor.';

// A state that always moves on at once (choosing the start mode) is never seen by a user.
const isTransient = (node: { always?: Array<{ guard?: unknown }> }) =>
  node.always?.some((transition) => transition.guard === undefined) ?? false;

/** Dotted paths of every atomic or final state node a user can see. */
export const leafPaths = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !isTransient(node))
    .map((node) => node.path.join('.'));

/** A state node's path as the state value `snapshot.matches` takes: ['a', 'b'] → { a: 'b' }. */
const valueOf = (path: readonly string[]): StateValue =>
  path.slice(0, -1).reduceRight<StateValue>((value, key) => ({ [key]: value }), path.at(-1)!);

/**
 * The state nodes a snapshot is in, through XState's public API only (the graph's state nodes and
 * `snapshot.matches`): the root, then every node whose path the snapshot matches.
 */
export const activeNodes = (
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): AnyStateNode[] => [
  machine.root,
  ...getStateNodes(machine.root).filter((node) => snapshot.matches(valueOf(node.path))),
];

export const activeLeafPaths = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot) =>
  activeNodes(machine, snapshot)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

export interface Edge {
  from: string;
  eventKey: string;
  to: string;
}

export interface Graph {
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
const eventsToTry = (
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  listed: readonly EventObject[],
) => {
  const isOutcome = (type: string) => type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX);
  const runningActor = (type: string) =>
    snapshot.children[type.replace(DONE_PREFIX, '').replace(ERROR_PREFIX, '')] !== undefined;
  const tried = listed.filter((event) => !isOutcome(event.type) || runningActor(event.type));
  const listedTypes = new Set(listed.map((event) => event.type));
  // The graph's own default (declared events only, the listed ones standing in for their type)
  // would drop the ignored events, so the declared ones are added to the listed here.
  const ownEvents = new Set(activeNodes(machine, snapshot).flatMap((node) => node.ownEvents));
  const declared = [...ownEvents]
    .filter((type) => !listedTypes.has(type) && !type.includes('*'))
    .filter((type) => !isOutcome(type) || runningActor(type))
    .map((type) => ({ type }));
  return [...tried, ...declared];
};

export const buildGraph = (
  machine: AnyStateMachine,
  spec: {
    input?: unknown;
    events: readonly EventObject[];
    serialize: (snapshot: unknown) => string;
  },
): Graph => {
  const { serialize } = spec;
  const adjacency = getAdjacencyMap(machine, {
    input: spec.input,
    events: ((snapshot: AnyMachineSnapshot) =>
      eventsToTry(machine, snapshot, spec.events)) as never,
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
export const coveringWalks = (graph: Graph): Edge[][] => {
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
