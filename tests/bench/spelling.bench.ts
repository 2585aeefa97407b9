/**
 * The bot's typo tolerance at 10,000 active listings: a buyer's request with a word the bot does
 * not know is mended against the bot's vocabulary and the words of active listing titles. Prints
 * the median and 95th percentile time of one correction, and of a correction just after a
 * listing changed. Embedded PGlite by default; PostgreSQL when DATABASE_URL is set. Measures;
 * does not pass or fail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { correctSpelling } from '@/server/discovery/spelling';
import { findOrCreateUser } from '@/server/auth/users';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const RUNS = 40;

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
const { db } = database;
await migrate(database);
if (url) await db.delete(listings);

// Titles drawn from a few hundred words and model codes by a fixed sequence, like a real
// catalogue: many listings share words, some words are rare.
let seed = 7;
const next = () => (seed = (seed * 48271) % 2147483647);
const WORDS = (
  'toyota corolla honda fit nissan note mazda demio bmw mercedes benz hilux ranger isuzu ' +
  'bedroom house cottage flat garden borehole solar stand plot avondale borrowdale mabelreign ' +
  'laptop dell hp lenovo iphone samsung galaxy tecno infinix fridge stove television sofa bed ' +
  'plumber electrician carpenter welder tutor driver cleaner mechanic tiler painter gardener ' +
  'tractor grinding mill generator cement bricks roofing sheets tyres engine gearbox spares'
).split(' ');
const title = (i: number) =>
  Array.from({ length: 3 + (next() % 4) }, () => WORDS[next() % WORDS.length]).join(' ') +
  ` ${['model', 'series', 'type'][i % 3]}${next() % 500}`;

const seller = await findOrCreateUser(db, '263779000002');
const started = performance.now();
for (let from = 0; from < LISTINGS; from += 500) {
  await db.insert(listings).values(
    Array.from({ length: Math.min(500, LISTINGS - from) }, (_, k) => ({
      id: randomUUID(),
      sellerId: seller.id,
      type: 'vehicle',
      subType: 'car',
      title: title(from + k),
      description: 'Good condition.',
      city: 'harare',
      price: { type: 'fixed' as const, amount: 1000, isNegotiable: false },
    })),
  );
}
const seeded = performance.now() - started;

const REQUESTS = ['toyta corola in harare', 'electrican avondale', 'lapto dell', 'plumbr'];
const time = async (text: string) => {
  const t = performance.now();
  await correctSpelling(db, text);
  return performance.now() - t;
};
for (const text of REQUESTS) await time(text); // warm-up
const steady: number[] = [];
for (let i = 0; i < RUNS; i++) steady.push(await time(REQUESTS[i % REQUESTS.length]!));
// Just after a listing's title changed: what a correction costs when the catalogue moved.
const [one] = await db.select({ id: listings.id }).from(listings).limit(1);
const changed: number[] = [];
for (let i = 0; i < RUNS / 4; i++) {
  await db
    .update(listings)
    .set({ title: `${title(i)} fresh${i}` })
    .where(eq(listings.id, one!.id));
  changed.push(await time(REQUESTS[i % REQUESTS.length]!));
}
console.log(`mended: ${await correctSpelling(db, REQUESTS[0]!)}`);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nSpelling correction, ${LISTINGS} active listings, ${url ? 'PostgreSQL' : 'embedded PGlite'}` +
    ` (seeded in ${(seeded / 1000).toFixed(1)} s)`,
);
console.log(`  steady:              median ${ms(pct(steady, 50))}, p95 ${ms(pct(steady, 95))}`);
console.log(`  after a title edit:  median ${ms(pct(changed, 50))}, p95 ${ms(pct(changed, 95))}`);
console.log('  goal: a small share of a reply (the bot answers in tens of milliseconds)');
await database.close();
