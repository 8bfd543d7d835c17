import { fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors that settle only when told to, keyed by the invoke id (which the machines keep
 * equal to the actor's name). Model tests settle them from the graph's done/error events, so the
 * real invoke wiring is exercised rather than faked events.
 */
export class ControlledActors {
  private readonly pending = new Map<string, Pending[]>();
  readonly started: Array<{ id: string; input: unknown }> = [];

  actor<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const entry: Pending = {
            input,
            resolve: (output) => resolve(output as TOutput),
            reject,
          };
          this.started.push({ id: self.id, input });
          const list = this.pending.get(self.id) ?? [];
          list.push(entry);
          this.pending.set(self.id, list);
          // Leaving the invoking state stops the actor; it can no longer settle.
          signal.addEventListener('abort', () => {
            const at = list.indexOf(entry);
            if (at >= 0) list.splice(at, 1);
          });
        }),
    );
  }

  /** How many `id` actors are running: started, not settled and not stopped. */
  running(id: string): number {
    return this.pending.get(id)?.length ?? 0;
  }

  /** Every input an `id` actor started with, in order, settled or not. */
  inputs(id: string): unknown[] {
    return this.started.filter((call) => call.id === id).map((call) => call.input);
  }

  inputOf(id: string): unknown {
    return this.pending.get(id)?.at(-1)?.input;
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const entry = this.pending.get(id)?.pop();
    if (!entry) {
      throw new Error(`No ${id} actor is running, so it cannot settle`);
    }
    if ('output' in outcome) {
      entry.resolve(outcome.output);
    } else {
      entry.reject(outcome.error);
    }
  }
}
