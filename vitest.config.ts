import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogues } from './scripts/vite/catalogues.ts';
import { fileURLToPath } from 'node:url';

// `@/` is src, as in tsconfig.json and vite.config.ts.
const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

// Unit, component and in-process server tests. Browser tests live in vitest.e2e.config.ts.
// The machine has two cores: keep the pool parallel but small.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The lint rules that keep the tree's shape, proven on deliberate fixtures.
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The deployment files (compose, image, unit, environment example); the release itself
        // is run by vitest.deploy.config.ts once the app and server are built.
        resolve,
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          exclude: ['tests/deploy/release.test.ts'],
        },
      },
      {
        resolve,
        plugins: [react(), catalogues()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/app/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
