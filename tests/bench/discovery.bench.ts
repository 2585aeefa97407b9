/**
 * Discovery quality and speed: every request of the discovery set goes through the bot as a
 * buyer's message (dev chat route: understanding, search, reply stored), over the demo catalogue
 * in an in-memory PGlite. Prints top-1 and top-3 hit rates and the reply times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot } from '@/server/bot';
import { silentLogger } from '@/server/logger';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { parseEnv } from '@/server/env';
import { seedDatabase } from '@/server/seed';
import { DISCOVERY_CASES } from '../server/bot/discovery-cases';

const ROUNDS = 3;

const database = await openDatabase({ kind: 'pglite' });
await migrate(database);
const filesDir = mkdtempSync(join(tmpdir(), 'discovery-bench-'));
const env = parseEnv({ LOG_LEVEL: 'silent', DEV_CHAT: '1' });
const seed = await seedDatabase(
  { db: database.db, filesDir, env },
  { photos: 'none', conversations: false, views: false },
);
const keyById = new Map(Object.entries(seed.listingIds).map(([key, id]) => [`listing:${id}`, key]));
const bot = createBot({ env, db: database.db, logger: silentLogger }).routes;

async function ask(from: string, text: string): Promise<string[]> {
  const res = await bot.request('/dev/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  const body = (await res.json()) as { replies: { message: { rows?: { id: string }[] } }[] };
  return (body.replies[0]?.message.rows ?? []).map((row) => keyById.get(row.id) ?? row.id);
}

// Warm-up: the first queries pay for PGlite's caches and the code's first compilation.
for (const c of DISCOVERY_CASES.slice(0, 5)) await ask('263710000000', c.query);

let top1 = 0;
let top3 = 0;
const misses: string[] = [];
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, c] of DISCOVERY_CASES.entries()) {
    const started = performance.now();
    const keys = await ask(`26371${String(1000000 + i).padStart(7, '0')}`, c.query);
    times.push(performance.now() - started);
    if (round > 0) continue;
    const position = keys.indexOf(c.expect);
    if (position === 0) top1++;
    if (position >= 0 && position < 3) top3++;
    else misses.push(`"${c.query}" -> ${keys.slice(0, 3).join(', ') || 'no results'}`);
  }
}

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const n = DISCOVERY_CASES.length;
const pct = (hits: number) => `${((100 * hits) / n).toFixed(1)}% (${hits}/${n})`;
console.log(`catalogue: ${seed.listings} listings; requests: ${n}; rule-based understanding`);
console.log(`top-1 hit rate: ${pct(top1)}`);
console.log(`top-3 hit rate: ${pct(top3)}`);
console.log(
  `reply time over ${times.length} requests: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`,
);
for (const miss of misses) console.log(`  miss: ${miss}`);

await database.close();
rmSync(filesDir, { recursive: true, force: true });
