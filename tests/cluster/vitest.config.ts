import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    root: new URL('../..', import.meta.url).pathname,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
