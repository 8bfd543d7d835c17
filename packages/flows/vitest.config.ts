import { defineConfig } from 'vitest/config';

// Machines are plain logic: node is enough.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
