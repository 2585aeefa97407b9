/**
 * Server start-up: time from spawning the process to the first healthy GET /api/health, for the
 * TypeScript run through tsx (how `npm start` ran before) and the compiled bundle in dist-server/
 * (how it runs now), on a fresh data folder (migrations included) and on an existing one.
 * Measures; does not pass or fail.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

async function timeToHealthy(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return elapsed;
}

spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const ways: [string, string[]][] = [
  ['tsx src/server/index.ts', ['--import', 'tsx', 'src/server/index.ts']],
  ['node dist-server/index.js', ['dist-server/index.js']],
];
for (const [label, args] of ways) {
  const dataDir = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  const fresh = await timeToHealthy(args, dataDir);
  const existing: number[] = [];
  for (let run = 0; run < 3; run++) existing.push(await timeToHealthy(args, dataDir));
  existing.sort((x, y) => x - y);
  console.log(
    `${label.padEnd(28)} fresh data folder ${fresh.toFixed(0)} ms; existing: median ${existing[1]?.toFixed(0)} ms`,
  );
  rmSync(dataDir, { recursive: true, force: true });
}
