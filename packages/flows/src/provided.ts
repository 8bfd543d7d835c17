import { fromPromise } from 'xstate';

/**
 * Default for backend work the site must supply through `machine.provide({ actors })`. It fails
 * loudly instead of pretending, so a missing wiring shows up at once.
 */
export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `${name} was not provided: pass it with machine.provide({ actors: { ${name} } })`,
    );
  });

/** Default for actions that need the browser; the site provides the real one. */
export const warnNotProvided = (name: string) => () => {
  console.warn(`${name} was not provided: pass it with machine.provide({ actions: { ${name} } })`);
};

/** Default error logging, as the spec asks for failures that are only logged. */
export const logToConsole = (_: unknown, params: { message: string; error: unknown }) => {
  console.error(params.message, params.error);
};
