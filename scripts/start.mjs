#!/usr/bin/env node
// `npm start`: everything a fresh clone needs to run the product on this machine. Installs the
// packages when they are missing, builds the app and the server (JavaScript in dist-server/)
// when a build is missing or older than its sources, then starts the API server with node, which
// serves the app and /api on one port with the embedded database in DATA_DIR (default ./data).
// A stop signal to this script (or to `npm start`) stops the server too (scripts/lib/supervise.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { supervise } from './lib/supervise.mjs';

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
const sources = ['src/app', 'src/domain', 'public', 'index.html', 'vite.config.ts']
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

// Without WhatsApp credentials the bot reaches no phone: say once how to try it without one.
const env = process.env;
if (!env.WHATSAPP_TOKEN && !env.DEV_CHAT && env.NODE_ENV !== 'production') {
  console.log(
    [
      '',
      'No WhatsApp credentials: the bot cannot reach a phone, so its messages (sign-in links and',
      'codes included) are only stored and logged. To try the product without a phone, stop this',
      '(Ctrl+C) and run the demo marketplace, then talk to the bot from another terminal:',
      '',
      '  npm run demo',
      '  npm run chat -- 263772000001 "Login"    # a sign-in link and code for a seeded seller',
      '',
      'README.md, "Trying it without a phone", has the rest.',
      '',
    ].join('\n'),
  );
}

// glibc gives each thread that allocates an arena of its own and rarely returns their memory:
// after a burst of image decoding (libvips threads) a process would keep hundreds of MB it no
// longer uses. Two arenas keep it near its resting size (measured by tests/bench/pixel-flood).
supervise(process.execPath, ['dist-server/index.js'], {
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
