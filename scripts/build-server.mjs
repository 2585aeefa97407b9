#!/usr/bin/env node
// `npm run build:server`: the API server as plain JavaScript in dist-server/, so `npm start`
// runs it with node instead of compiling TypeScript at every start. One ES module bundle of
// src/server (and what it imports of src/domain through the `@/` alias); packages stay in
// node_modules. The SQL migrations are copied beside it, where the bundle looks for them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const out = 'dist-server';
rmSync(out, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    index: 'src/server/index.ts',
    'reply-thread': 'src/server/bot/reply-thread.ts',
    seed: 'src/server/seed/index.ts',
    backup: 'src/server/backup/cli.ts',
  },
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`Server built into ${out}/ in ${Date.now() - started} ms`);
