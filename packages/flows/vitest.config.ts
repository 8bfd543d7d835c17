import { defineConfig } from 'vitest/config';

// Machines are plain logic, so node; a hook test opts into jsdom with a docblock.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
