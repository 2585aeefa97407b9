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
import { BENCH_CONVERSATIONS, type Turn } from './discovery-conversations';
import { BENCH_QUERIES, type BenchQuery } from './discovery-queries';
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';

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
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(
  `labelled discovery: ${n} requests over ${BENCH_CATALOGUE.length} listings (${seconds.toFixed(1)} s)`,
);
console.log(`right listing shown: ${pct(found, n)} (${found}/${n}); goal >= 95%`);
console.log(
  `irrelevant among shown: ${pct(irrelevant, shown)} (${irrelevant}/${shown}); goal <= 15%`,
);
for (const miss of misses) console.log(`  miss: ${miss}`);
for (const line of noise) console.log(`  noise: ${line}`);

interface Reply {
  listings: BenchListing[];
  /** Every word the buyer read: texts, list headers and bodies. */
  said: string;
  button?: string;
}

async function chat(from: string, text: string): Promise<Reply> {
  const res = await bot.request('/dev/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  const body = (await res.json()) as {
    replies?: {
      text: string;
      message: { rows?: { id: string }[]; header?: string; body?: string; button?: string };
    }[];
  };
  const replies = body.replies ?? [];
  const rows = replies.flatMap((r) => r.message.rows ?? []);
  const button = replies.find((r) => r.message.button)?.message.button;
  return {
    listings: rows.flatMap((row) => {
      const listing = byId.get(row.id.replace(/^listing:/, ''));
      return listing ? [listing] : [];
    }),
    said: replies.map((r) => r.text).join('\n'),
    ...(button ? { button } : {}),
  };
}

const kindOf = (listing: BenchListing, kinds: string[]) =>
  kinds.some((k) => {
    const [type, sub] = k.split('/');
    return listing.type === type && (!sub || listing.subType === sub);
  });

/** Words only a reply in that language has (its fixed sentences' openings). */
const MARKERS: Record<Language, RegExp> = {
  en: /\b(Showing|Sorry|What are you|Hi!|Nothing|I can|Tell me|That’s everything|I have nothing|You’re welcome|Goodbye|Reply)\b/,
  sn: /\b(Hapana|Ndiri kuratidza|Muri kutsvaga|Mhoro|Ndine urombo|Nyorai|Handikwanisi|Tangai|Ndizvo|Ndatenda)\b/,
  nd: /\b(Akukho|Ngitshengisa|Lidingani|Salibonani|Uxolo|Bhalani|Angikwazi|Qalani|Yikho|Ngiyabonga)\b/,
};

function replyLanguage(reply: Reply): Language | null {
  if (reply.button) {
    const hit = (['en', 'sn', 'nd'] as const).find((l) => copyFor(l).listButton === reply.button);
    if (hit) return hit;
  }
  const hits = (['sn', 'nd', 'en'] as const).filter((l) => MARKERS[l].test(reply.said));
  return hits[0] ?? null;
}

/** Each language's relaxation lines, as the marker of a said relaxation. */
const RELAX_SAID = {
  place: /Nearby in|Pedyo, ku|Eduze, e|Further away, in|Kure, ku|Khatshana, e/,
  thing: /\bOther |Zvimwe zve|Okunye ku-/,
  price:
    /A little over|The closest prices|Zviri pedyo nemari|Mitengo iri pedyo|Okuseduze lemali|Intengo eziseduze/,
};

let turns = 0;
let expected = 0;
let convFound = 0;
let convShown = 0;
let convIrrelevant = 0;
let relaxMade = 0;
let relaxSaid = 0;
let langRight = 0;
const convMisses: string[] = [];
const convNoise: string[] = [];
const unsaid: string[] = [];
const wrongLanguage: string[] = [];
const convStarted = performance.now();
for (const [i, conversation] of BENCH_CONVERSATIONS.entries()) {
  const phone = `26378${String(3000000 + i).padStart(7, '0')}`;
  const history: string[] = [];
  for (const t of conversation.turns) {
    history.push(t.say);
    const label = history.map((h) => `"${h}"`).join(' > ');
    const reply = await chat(phone, t.say);
    turns++;
    const lang = replyLanguage(reply);
    if (lang === t.lang) langRight++;
    else wrongLanguage.push(`${label}: ${lang ?? '?'} for ${t.lang}`);
    const saidPlace = RELAX_SAID.place.test(reply.said);
    const saidThing = RELAX_SAID.thing.test(reply.said);
    const saidPrice = RELAX_SAID.price.test(reply.said);
    if (t.expect !== undefined) {
      expected++;
      const ok =
        t.expect === null
          ? reply.listings.every((l) => !kindOf(l, t.kinds ?? [])) || !reply.listings.length
          : reply.listings.some((l) => l.key === t.expect);
      const relaxOk =
        !t.relax ||
        (t.relax === 'place' && saidPlace) ||
        (t.relax === 'thing' && saidThing) ||
        (t.relax === 'price' && (saidPrice || !reply.listings.length));
      if (ok && relaxOk) convFound++;
      else
        convMisses.push(
          `${label} -> ${
            reply.listings
              .map((l) => l.key)
              .slice(0, 3)
              .join(', ') || 'nothing'
          }${relaxOk ? '' : ` (no ${t.relax} line)`}`,
        );
    }
    convShown += reply.listings.length;
    const off = reply.listings.filter(
      (l) => !turnRelevant(l, t, { saidPlace, saidThing, saidPrice }),
    );
    convIrrelevant += off.length;
    if (off.length) convNoise.push(`${label}: ${off.map((l) => l.key).join(', ')}`);
    // A relaxation made: a result outside the asked town, budget or thing.
    const outside = {
      place: Boolean(t.city) && reply.listings.some((l) => l.city !== t.city),
      price: t.max !== undefined && reply.listings.some((l) => (l.price ?? 0) > t.max!),
      thing: reply.listings.some((l) => !kindOf(l, t.kinds ?? [])) && Boolean(t.wider),
    };
    const made = outside.place || outside.price || outside.thing;
    if (made) {
      relaxMade++;
      const said =
        (!outside.place || saidPlace) &&
        (!outside.price || saidPrice) &&
        (!outside.thing || saidThing);
      if (said) relaxSaid++;
      else unsaid.push(`${label}: ${JSON.stringify(outside)}`);
    }
  }
}

function turnRelevant(
  listing: BenchListing,
  t: Turn,
  said: { saidPlace: boolean; saidThing: boolean; saidPrice: boolean },
): boolean {
  const kinds = [...(t.kinds ?? []), ...(said.saidThing ? (t.wider ?? []) : [])];
  if (!kindOf(listing, kinds)) return false;
  if (t.city && listing.city !== t.city && !said.saidPlace) return false;
  if (t.max !== undefined && (listing.price ?? 0) > t.max && !said.saidPrice) return false;
  if (t.deal && ['real_estate'].includes(listing.type) && listing.deal !== t.deal) return false;
  if (t.deal === 'rent' && listing.type === 'vehicle') return false;
  if (t.deal === 'sale' && listing.type === 'car_rental') return false;
  return true;
}

const convSeconds = (performance.now() - convStarted) / 1000;
console.log(
  `\nconversations: ${BENCH_CONVERSATIONS.length} (${turns} messages; ${convSeconds.toFixed(1)} s)`,
);
console.log(
  `right answer (listing, or nothing): ${pct(convFound, expected)} (${convFound}/${expected}); goal >= 95%`,
);
console.log(
  `irrelevant among shown: ${pct(convIrrelevant, convShown)} (${convIrrelevant}/${convShown}); goal <= 10%`,
);
console.log(
  `relaxation said when made: ${pct(relaxSaid, relaxMade)} (${relaxSaid}/${relaxMade}); goal 100%`,
);
console.log(`reply language right: ${pct(langRight, turns)} (${langRight}/${turns}); goal >= 95%`);
for (const miss of convMisses) console.log(`  miss: ${miss}`);
for (const line of convNoise) console.log(`  noise: ${line}`);
for (const line of unsaid) console.log(`  unsaid: ${line}`);
for (const line of wrongLanguage) console.log(`  language: ${line}`);

await database.close();
