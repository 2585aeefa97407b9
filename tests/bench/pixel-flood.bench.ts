/**
 * Pixel floods: while uploads of very large images arrive in parallel, how fast is a buyer's
 * public listing page (GET /l/{id}), and how much memory does the server hold during and after?
 *
 *   A. 32 parallel uploads of a 49-megapixel PNG (7000 x 7000, about 150 KB) from one seller:
 *      the issue's attack. Goal: the public page's p95 at most 250 ms.
 *   B. 32 parallel uploads of a 36-megapixel PNG (6000 x 6000, within the budget) from 8 sellers,
 *      4 each: the decoding queue's work.
 *
 * Four loops fetch the public page throughout; figures: answers by status, the page's p50, p95
 * and max from the burst's start until every upload is answered (at least 5 s), resident memory before, at its peak, and 10 s after the burst.
 * Embedded database, one process. Measures; does not pass or fail. BENCH_SERVER_DIR=<checkout>
 * runs the server of another checkout (for a before figure).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSession } from '@/server/auth/sessions';
import { findOrCreateUser } from '@/server/auth/users';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';
import { percentile, startServer, type BenchServer } from './server-process';

const PARALLEL = 32;
const PAGE_LOOPS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const png = (side: number) =>
  sharp({
    create: { width: side, height: side, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pixels-'));
let server: BenchServer | null = null;
try {
  const seed = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await migrate(seed);
  const owner = await findOrCreateUser(seed.db, '263779100000');
  const listingId = randomUUID();
  await seed.db.insert(listings).values({
    id: listingId,
    sellerId: owner.id,
    type: 'vehicle',
    subType: 'car',
    title: 'Toyota Corolla 2015, well kept',
    description: 'One owner, full service history. Call or chat on WhatsApp for viewing.',
    city: 'harare',
    neighborhood: 'avondale',
    address: '12 Samora Machel Avenue',
    features: ['Air conditioning', 'Power steering'],
    images: [],
    price: { type: 'fixed', amount: 8500, isNegotiable: true },
    vehicleBrand: 'toyota',
  });
  const tokens: string[] = [];
  for (let i = 1; i <= 8; i++) {
    const seller = await findOrCreateUser(seed.db, `26377910000${i}`);
    tokens.push((await createSession(seed.db, seller.id)).token);
  }
  await seed.close();
  const flood = await png(7000);
  const large = await png(6000);

  server = await startServer({
    DATA_DIR: dataDir,
    SELLER_UPLOADS_PER_HOUR: '10000',
    ...(process.env.BENCH_SERVER_ENV ? JSON.parse(process.env.BENCH_SERVER_ENV) : {}),
  });
  const running = server;
  const page = `${running.url}/l/${listingId}`;

  /** Public page latencies (ms) while `until` is pending. */
  const measurePage = async (until: Promise<unknown>) => {
    let done = false;
    void until.finally(() => (done = true));
    const times: number[] = [];
    let failures = 0;
    await Promise.all(
      Array.from({ length: PAGE_LOOPS }, async () => {
        while (!done) {
          const started = performance.now();
          try {
            const answer = await fetch(page);
            await answer.arrayBuffer();
            if (answer.status !== 200) failures++;
          } catch {
            failures++;
          }
          times.push(performance.now() - started);
        }
      }),
    );
    return { times, failures };
  };

  const upload = async (token: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
    try {
      const answer = await fetch(`${running.url}/api/files/upload`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      await answer.arrayBuffer();
      return String(answer.status);
    } catch {
      return 'error';
    }
  };

  const scenario = async (label: string, sender: (i: number) => string, bytes: Buffer) => {
    // Baseline: the page alone for 3 s, memory at rest.
    const quiet = await measurePage(sleep(3000));
    const before = running.rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, running.rssMb())), 100);
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(sender(i), bytes)));
    // The page is measured from the burst's start until it is answered, and for at least 5 s.
    const window = Promise.all([burst, sleep(5000)]);
    const [statuses, during] = await Promise.all([burst, measurePage(window)]);
    const burstMs = performance.now() - started;
    await sleep(10_000);
    clearInterval(sampler);
    const after = running.rssMb();
    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(`\n${label}`);
    console.log(
      `  uploads: ${[...counts].map(([status, n]) => `${n} x ${status}`).join(', ')}; all answered in ${f(burstMs)}`,
    );
    console.log(
      `  public page alone (3 s):     p50 ${f(percentile(quiet.times, 50))}, p95 ${f(percentile(quiet.times, 95))}`,
    );
    console.log(
      `  public page, burst (>= 5 s): p50 ${f(percentile(during.times, 50))}, p95 ${f(percentile(during.times, 95))}, max ${f(Math.max(...during.times))} (${during.times.length} requests, ${during.failures} failed)` +
        (label.startsWith('A') ? '  goal: p95 <= 250 ms' : ''),
    );
    console.log(
      `  memory (RSS): before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 10 s after ${after.toFixed(0)} MB`,
    );
  };

  console.log(
    `embedded PGlite, one process; ${PAGE_LOOPS} loops fetching the public page; ` +
      `machine load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const part = process.env.BENCH_PART ?? 'AB';
  if (part.includes('A'))
    await scenario(
      `A. ${PARALLEL} parallel uploads of a 49-megapixel PNG (${(flood.length / 1024).toFixed(0)} KB), one seller`,
      () => tokens[0]!,
      flood,
    );
  if (part.includes('B'))
    await scenario(
      `B. ${PARALLEL} parallel uploads of a 36-megapixel PNG (${(large.length / 1024).toFixed(0)} KB), 8 sellers x 4`,
      (i) => tokens[i % 8]!,
      large,
    );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
