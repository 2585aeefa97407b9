#!/usr/bin/env node
// `npm run package`: the product built once, into release/, ready to run anywhere with Node and
// its production packages only. The container image's build stage runs exactly this; a VPS can
// copy release/ (or its tarball) instead of building on the host.
//
//   release/
//     dist/            the app (static files, service worker)
//     dist-server/     the API server and bot as JavaScript, with its SQL migrations
//     package.json, package-lock.json
//
// On the host: `npm ci --omit=dev` in release/, then `node dist-server/index.js` (NODE_ENV,
// DATABASE_URL and the rest in the environment; deploy/.env.example lists them).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const out = process.argv[2] ?? 'release';
const sh = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.argv.includes('--no-build')) {
  sh('npx', ['vite', 'build', '--logLevel', 'warn']);
  sh(process.execPath, ['scripts/build-server.mjs']);
}
for (const needed of ['dist/index.html', 'dist-server/index.js']) {
  if (!existsSync(needed)) {
    console.error(`${needed} is missing: run without --no-build`);
    process.exit(1);
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync('dist', `${out}/dist`, { recursive: true });
cpSync('dist-server', `${out}/dist-server`, { recursive: true });
cpSync('package-lock.json', `${out}/package-lock.json`);
// The manifest without the scripts that build from sources (there are none in a release): `npm
// start` runs the built server, `npm run backup` and `npm run restore` the built commands.
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
manifest.scripts = {
  start: 'node dist-server/index.js',
  backup: 'node dist-server/backup.js backup',
  restore: 'node dist-server/backup.js restore',
};
writeFileSync(`${out}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
writeFileSync(
  `${out}/RELEASE`,
  `${manifest.version}${commit.status === 0 ? ` ${commit.stdout.trim()}` : ''}\n`,
);
console.log(`Release ${manifest.version} in ${out}/ (next: npm ci --omit=dev there)`);
