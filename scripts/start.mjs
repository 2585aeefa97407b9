#!/usr/bin/env node
// `npm start`: everything a fresh clone needs to run the product on this machine. Installs the
// packages when they are missing, builds the app and the server (JavaScript in dist-server/)
// when a build is missing or older than its sources, then starts the API server with node, which
// serves the app and /api on one port with the embedded database in DATA_DIR (default ./data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const sh = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json')) sh('npm', ['ci', '--no-audit', '--no-fund']);

const newest = (path) => {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const sources = [
  'src/app',
  'src/domain',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
]
  .filter(existsSync)
  .map(newest);
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...sources)) sh('npx', ['vite', 'build', '--logLevel', 'warn']);

const serverSources = ['src/server', 'src/domain', 'tsconfig.json', 'scripts/build-server.mjs']
  .filter(existsSync)
  .map(newest);
const serverBuilt = existsSync('dist-server/index.js')
  ? statSync('dist-server/index.js').mtimeMs
  : 0;
if (serverBuilt < Math.max(...serverSources)) sh(process.execPath, ['scripts/build-server.mjs']);

// glibc gives each thread that allocates an arena of its own and rarely returns their memory:
// after a burst of image decoding (libvips threads) a process would keep hundreds of MB it no
// longer uses. Two arenas keep it near its resting size (measured by tests/bench/pixel-flood).
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const child = spawn(process.execPath, ['dist-server/index.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
