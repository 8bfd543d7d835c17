import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Node tests over the built output (build/client); run `pnpm build` first (the `test` script does).
// Also the unit tests of the content helpers the build uses (French typography) and the contracts
// between the site's modules and the edge functions'. @northbeam/flows and the ui's framework-free
// entry resolve to their sources, as in the site's own build.
// Files end in .check.ts so the workspace's Storybook runner never collects them.
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^@northbeam\/ui\/enhance$/,
        replacement: fileURLToPath(new URL('../packages/ui/src/enhance.ts', import.meta.url)),
      },
      {
        find: /^@northbeam\/flows$/,
        replacement: fileURLToPath(new URL('../packages/flows/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'site-build',
    include: ['tests/**/*.check.ts'],
    environment: 'node',
    // A file per core (Vitest's default leaves one core out, which on two cores is one file at a
    // time): each spends much of its time importing and reading files, and the step took 50 s
    // with a core idle a third of it. Servers a file starts listen on a port the system picks.
    maxWorkers: availableParallelism(),
  },
});
