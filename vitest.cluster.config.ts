import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Several server processes on one PostgreSQL (TEST_DATABASE_URL) and an S3 emulator: one file
// at a time, since each starts its own processes on a two-core machine.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
