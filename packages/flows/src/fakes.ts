import { fromPromise } from 'xstate';

/**
 * Stand-ins for the backend actors, for stories and tests: provide them with
 * `machine.provide({ actors: { sendEnquiry: resolvesWith(undefined, { delayMs: 800 }) } })`.
 */
export interface FakeTiming {
  /** How long the fake call takes; stories use a visible delay to show the busy state. */
  delayMs?: number;
}

// A fake ignores its input, so it must fit any machine's actor slot; actor logic is invariant in
// its input type, which leaves `any` as the only default that does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInput = any;

const wait = (delayMs: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (delayMs <= 0) return resolve();
    const timer = setTimeout(resolve, delayMs);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/** A call that settles after `delayMs` (or is cancelled first) with what `settle` returns or throws. */
const settlesAfter = <TOutput, TInput>(settle: () => TOutput, delayMs: number) =>
  fromPromise<TOutput, TInput>(async ({ signal }) => {
    await wait(delayMs, signal);
    return settle();
  });

/** A call that succeeds with `output`. */
export const resolvesWith = <TOutput, TInput = AnyInput>(
  output: TOutput,
  { delayMs = 0 }: FakeTiming = {},
) => settlesAfter<TOutput, TInput>(() => output, delayMs);

/** A call that fails with `error` (an unexpected exception, a non-2xx function answer). */
export const rejectsWith = <TOutput = never, TInput = AnyInput>(
  error: unknown,
  { delayMs = 0 }: FakeTiming = {},
) =>
  settlesAfter<TOutput, TInput>(() => {
    throw error;
  }, delayMs);

/** A call that never answers: freezes a story in its busy state ('Sending...', 'Loading...'). */
export const neverSettles = <TOutput = never, TInput = AnyInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
