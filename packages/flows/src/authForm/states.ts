import type { AuthCallInputs, AuthFormContext, AuthMode, AuthOutcome } from './types.js';

/**
 * The state shapes each mode's form repeats (sign in, sign up, forgot password, new password):
 * written once here, read by the machine's four modes.
 */

// Guards and actions see the machine's event union; on onDone the event carries the output.
export const outcomeOf = (event: unknown): AuthOutcome | undefined =>
  (event as { output?: AuthOutcome }).output;

/** SUBMIT's first branch in each mode: invalid fields show their errors and the form stays. */
export const invalidIn = (mode: AuthMode) => ({
  guard: { type: 'invalid' as const, params: { mode } },
  actions: { type: 'showErrors' as const, params: { mode } },
});

/**
 * Each mode's submitting state, beside `invalidIn`: busy, the call, then back to idle with the
 * provider's error or an unexpected one (logged as `failure`), or on to `succeeded`.
 */
export const submittingWith = <
  TActor extends keyof AuthCallInputs,
  const TSuccess extends { target: string; actions: unknown },
>(
  actor: TActor,
  input: (args: { context: AuthFormContext }) => AuthCallInputs[TActor],
  succeeded: TSuccess,
  failure: string,
) => ({
  tags: 'busy' as const,
  entry: 'clearNotice' as const,
  invoke: {
    id: actor,
    src: actor,
    input,
    onDone: [
      { guard: 'providerFailed' as const, target: 'idle', actions: 'showProviderError' as const },
      succeeded,
    ],
    onError: {
      target: 'idle',
      actions: [
        'showUnexpectedError' as const,
        {
          type: 'logError' as const,
          params: ({ event }: { event: { error: unknown } }) => ({
            message: failure,
            error: event.error,
          }),
        },
      ],
    },
  },
});
