import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each test file builds its own app on its own database; PostgreSQL runs use one schema per file.
    fileParallelism: true,
    // No file relies on module state of its own (each builds its app, database and clock), so the
    // modules are loaded once per worker instead of once per file: about three times faster.
    isolate: false,
  },
});
