import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser tests: Debian's Chromium driven by playwright-core against the real built app and the
// real server (`npm start` equivalent on a throwaway DATA_DIR and port). One file at a time, so two
// Chromium instances and servers never fight over the machine's two cores.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
