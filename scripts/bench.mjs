#!/usr/bin/env node
// `npm run bench`: runs every benchmark in tests/bench one after the other (they measure, they do
// not pass or fail) and prints their figures. `npm run bench -- api` runs those whose name matches.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('node_modules/.package-lock.json')) spawnSync('npm', ['ci'], { stdio: 'inherit' });
// Benches that start server processes run the compiled server (dist-server/), and those in
// Chromium the built app (dist/): build both from the sources as they are now, so a bench never
// measures an older build.
spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const filter = process.argv[2];
const files = readdirSync('tests/bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !filter || f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const r = spawnSync('npx', ['tsx', `tests/bench/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.log(`### ${file} could not finish (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
