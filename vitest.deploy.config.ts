import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// A release packaged, installed with production packages only and run as in production, on
// PostgreSQL (TEST_DATABASE_URL) with an S3 emulator: after the app and server are built.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'release',
    environment: 'node',
    include: ['tests/deploy/release.test.ts'],
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
