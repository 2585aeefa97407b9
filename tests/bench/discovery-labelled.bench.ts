/**
 * Labelled discovery benchmark: 150+ buyer requests (English, Shona, Ndebele, typos, price and
 * place limits, abbreviations, follow-ups) sent to the bot as chat messages over a catalogue
 * written for it (tests/bench/discovery-catalogue.ts), in an in-memory PGlite.
 *
 * Prints: the share of requests whose right listing is shown (first page of results), and the
 * share of shown results that are irrelevant (wrong kind of thing, or outside the request's
 * town, budget or rent/sale). Goals: at least 95% found, at most 15% irrelevant.
 *
 * Then 150+ multi-turn conversations (tests/bench/discovery-conversations.ts): found, irrelevant
 * shown, relaxation said when made (a result outside the asked town, budget or thing comes after
 * the line that says so), and the reply's language. Goals: found >= 95%, irrelevant <= 10%,
 * relaxation always said, language right >= 95%.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createBot } from '@/server/bot';
import { silentLogger } from '@/server/logger';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { parseEnv } from '@/server/env';
import { BENCH_CATALOGUE, type BenchListing } from './discovery-catalogue';
import { BENCH_QUERIES, type BenchQuery } from './discovery-queries';
import { benchConversations, pct } from './discovery-labelled-conversations';

const database = await openDatabase({ kind: 'pglite' });
await migrate(database);
const env = parseEnv({ LOG_LEVEL: 'silent', DEV_CHAT: '1' });
const db = database.db;

const sellerId = randomUUID();
await db.execute(
  sql`INSERT INTO users (id, phone, display_name) VALUES (${sellerId}, '263770900000', 'Bench')`,
);
const byId = new Map<string, BenchListing>();
for (const listing of BENCH_CATALOGUE) {
  const id = randomUUID();
  byId.set(id, listing);
  const price =
    listing.price === undefined
      ? null
      : JSON.stringify({
          type: 'fixed',
          amount: listing.price,
          ...(listing.frequency ? { frequency: listing.frequency } : {}),
        });
  await db.execute(
    sql`INSERT INTO listings (id, seller_id, type, sub_type, title, description, city,
          neighborhood, address, features, price, real_estate_deal_type, accommodation_type,
          vehicle_brand, electronic_brand)
        VALUES (${id}, ${sellerId}, ${listing.type}, ${listing.subType ?? null}, ${listing.title},
          ${listing.description}, ${listing.city}, ${listing.neighborhood ?? null},
          ${listing.address ?? null},
          ${
            listing.features?.length
              ? sql`ARRAY[${sql.join(
                  listing.features.map((f) => sql`${f}`),
                  sql`, `,
                )}]::text[]`
              : sql`'{}'::text[]`
          },
          ${price}::jsonb,
          ${listing.type === 'real_estate' ? (listing.deal ?? null) : null},
          ${listing.accommodation ?? null}, ${listing.vehicleBrand ?? null},
          ${listing.electronicBrand ?? null})`,
  );
}

const bot = createBot({ env, db, logger: silentLogger }).routes;

async function ask(from: string, text: string): Promise<BenchListing[]> {
  const res = await bot.request('/dev/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  const body = (await res.json()) as { replies?: { message: { rows?: { id: string }[] } }[] };
  const rows = (body.replies ?? []).flatMap((r) => r.message.rows ?? []);
  return rows.flatMap((row) => {
    const listing = byId.get(row.id.replace(/^listing:/, ''));
    return listing ? [listing] : [];
  });
}

function relevant(listing: BenchListing, query: BenchQuery): boolean {
  const want = query.want;
  const kind = want.kinds.some((k) => {
    const [type, sub] = k.split('/');
    return listing.type === type && (!sub || listing.subType === sub);
  });
  if (!kind) return false;
  if (want.city && listing.city !== want.city) return false;
  if (want.town && !(listing.address ?? '').toLowerCase().includes(want.town)) return false;
  if (want.max !== undefined && (listing.price ?? 0) > want.max) return false;
  if (want.min !== undefined && (listing.price ?? 0) < want.min) return false;
  if (want.deal && listing.type === 'real_estate' && listing.deal !== want.deal) return false;
  return true;
}

let found = 0;
let shown = 0;
let irrelevant = 0;
const misses: string[] = [];
const noise: string[] = [];
const started = performance.now();
for (const [i, query] of BENCH_QUERIES.entries()) {
  const phone = `26377${String(2000000 + i).padStart(7, '0')}`;
  if (query.after) await ask(phone, query.after);
  const results = await ask(phone, query.query);
  const label = query.after ? `"${query.after}" then "${query.query}"` : `"${query.query}"`;
  if (results.some((r) => r.key === query.expect)) found++;
  else
    misses.push(
      `${label} -> ${
        results
          .slice(0, 3)
          .map((r) => r.key)
          .join(', ') || 'nothing'
      }`,
    );
  shown += results.length;
  const off = results.filter((r) => !relevant(r, query));
  irrelevant += off.length;
  if (off.length) noise.push(`${label}: ${off.map((r) => r.key).join(', ')}`);
}
const seconds = (performance.now() - started) / 1000;

const n = BENCH_QUERIES.length;
console.log(
  `labelled discovery: ${n} requests over ${BENCH_CATALOGUE.length} listings (${seconds.toFixed(1)} s)`,
);
console.log(`right listing shown: ${pct(found, n)} (${found}/${n}); goal >= 95%`);
console.log(
  `irrelevant among shown: ${pct(irrelevant, shown)} (${irrelevant}/${shown}); goal <= 15%`,
);
for (const miss of misses) console.log(`  miss: ${miss}`);
for (const line of noise) console.log(`  noise: ${line}`);

await benchConversations(bot, byId);

await database.close();
