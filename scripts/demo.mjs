#!/usr/bin/env node
// `npm run demo`: the product on this machine without a phone. Fills the database with the demo
// marketplace, then starts the server as `npm start` does, with the development chat route
// switched on (DEV_CHAT=1) and the seeded admin. That route hands sign-in links to anyone who can
// reach the server: this is for trying the product locally, never for a deployment.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { supervise } from './lib/supervise.mjs';

if (process.env.NODE_ENV === 'production') {
  console.error('npm run demo switches on DEV_CHAT, which is refused with NODE_ENV=production.');
  process.exit(1);
}
if (!existsSync('node_modules/.package-lock.json')) {
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const env = {
  ...process.env,
  DEV_CHAT: '1',
  ADMIN_PHONES: process.env.ADMIN_PHONES ?? '263770000001',
};
const seeded = spawnSync('npx', ['tsx', 'src/server/seed/index.ts'], { stdio: 'inherit', env });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

console.warn(
  '\nDEMO MODE: anyone who can reach this server can sign in as any phone through /api/dev/chat.' +
    '\nNever run it like this where others can reach it.\n',
);
supervise(process.execPath, ['scripts/start.mjs'], { env });
