#!/usr/bin/env node
// The whole suite, in the order a failure is cheapest to find: typecheck, lint, import cycles,
// format, the message catalogues, unit and in-process server tests, then the server suite again
// on a real PostgreSQL server when one is given (TEST_DATABASE_URL) and the cross-process suite on it, then the
// production build and the browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json')) run('install', 'npm', ['ci']);

// Each vitest run also writes a JSON report, so the suite can end with one plain count.
mkdirSync('.tmp', { recursive: true });
const reports = [];
const vitest = (label, args, env) => {
  const file = `.tmp/results-${label}.json`;
  reports.push(file);
  run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
};

const only = process.argv[2];
const steps = {
  typecheck: () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  // The lint includes the layering rules and import-x/no-cycle, which follows value imports only;
  // madge also follows `import type`, so a cycle of types between two floors is found too.
  lint: () => run('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  cycles: () =>
    run('cycles', 'npx', [
      'madge',
      '--circular',
      '--extensions',
      'ts,tsx',
      '--ts-config',
      'tsconfig.json',
      'src',
    ]),
  format: () => run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  // Every message the app uses is in every catalogue (English, Shona, Ndebele).
  i18n: () => run('i18n', process.execPath, ['scripts/i18n/check.mjs']),
  unit: () => vitest('unit', []),
  postgres: () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\n=== postgres: skipped (TEST_DATABASE_URL is not set; .ci/run sets it)');
      return;
    }
    vitest('postgres', ['--project', 'server'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
  },
  // Several server processes (compiled, as `npm start` runs them) on the same PostgreSQL, with
  // images in an S3 emulator started inside the suite.
  cluster: () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\n=== cluster: skipped (TEST_DATABASE_URL is not set; .ci/run sets it)');
      return;
    }
    run('build:server', process.execPath, ['scripts/build-server.mjs']);
    vitest('cluster', ['--config', 'vitest.cluster.config.ts']);
  },
  build: () => run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
  // The container image's steps without a container engine: the built app and server packaged
  // into a clean folder, installed with production packages only, run as in production.
  release: () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\n=== release: skipped (TEST_DATABASE_URL is not set; .ci/run sets it)');
      return;
    }
    vitest('release', ['--config', 'vitest.deploy.config.ts']);
  },
  e2e: () => vitest('e2e', ['--config', 'vitest.e2e.config.ts']),
};
if (only) {
  if (!steps[only])
    throw new Error(`unknown step ${only}; one of ${Object.keys(steps).join(', ')}`);
  steps[only]();
} else {
  for (const step of Object.values(steps)) step();
}

if (reports.length === 0) process.exit(0);
let passed = 0;
let failed = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
