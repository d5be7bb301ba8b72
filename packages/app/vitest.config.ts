import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit tests of the app's wiring (client, outcomes, router, realtime options) in happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Router tests wait for lazy route chunks, which load slowly while other files are transformed.
    testTimeout: 20_000,
  },
});
