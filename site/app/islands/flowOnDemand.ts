// A form whose flow (xstate, a flows machine, supabase-js) is too heavy for the island script: its
// code loads when the reader first reaches for the form, and a submit runs it.

/**
 * Loads the form's flow on the first focus or press inside it (the sign a reader is about to act,
 * so it is there by the time they submit) and runs it on submit, which waits for it if it is
 * not. A failed download (a network drop) is tried again on the next submit; `what` names the
 * form in the console when it cannot load.
 */
export function runFlowOnDemand(
  form: HTMLFormElement,
  load: () => Promise<() => void>,
  what: string,
): void {
  let flow: Promise<() => void> | undefined;
  const start = () =>
    (flow ??= load().catch((error: unknown) => {
      flow = undefined;
      throw error;
    }));
  form.addEventListener('focusin', start, { once: true });
  form.addEventListener('pointerdown', start, { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    start().then(
      (run) => run(),
      (error: unknown) => console.error(`${what} could not load:`, error),
    );
  });
}
