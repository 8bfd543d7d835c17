// What an island does when the prerendered markup it works on lacks a part it needs (a slot, a
// hook): in development and tests the error is thrown, so the page, the test or the build that met
// it fails; in production it is reported as the site reports its other failures (console.error)
// and the island carries on with the rest of the page, showing what it could.

/** Runs `step`; a failure is thrown in development and tests, reported in production. */
export function failLoudly(step: () => void): void {
  try {
    step();
  } catch (error) {
    if (import.meta.env.DEV) throw error;
    console.error(error);
  }
}
