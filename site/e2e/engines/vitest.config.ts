import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The public journeys in Chromium, Firefox and WebKit over the built site (run the site build
// first): `pnpm --filter @northbeam/site exec vitest run -c e2e/engines/vitest.config.ts`.
// ENGINES=webkit (a comma list) runs some of them. Files end in .check.ts so the workspace's
// Storybook runner never collects them.
export default defineConfig({
  // The journeys read their texts from @northbeam/flows' source, as the site's build does.
  resolve: {
    alias: [
      {
        find: /^@northbeam\/flows$/,
        replacement: fileURLToPath(
          new URL('../../../packages/flows/src/index.ts', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'site-engines',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.check.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A journey that fails is run once more before it counts as failed: in Firefox and WebKit a
    // driver's navigation from /auth?plan=… now and then returns while the old page is still shown
    // (three runs in eleven, cause not yet found; see README "Browser support"). A defect fails
    // both tries; the retry is reported in the run's output.
    retry: 1,
    // A file per core, so the journeys and the stories run at once, each with its own browsers,
    // servers and X display (Vitest's default leaves one core out, which on two cores is one file
    // at a time): the engines wait on their drivers much of the time, and the step took 350 s
    // with one core idle a third of it.
    maxWorkers: availableParallelism(),
  },
});
