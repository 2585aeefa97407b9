/**
 * The national marketplace (`npm run seed -- --scale national`): a database filled to the size of
 * a national classifieds site, for measuring the product there (tests/bench/national.bench.ts),
 * never for a demo. At scale 1: 500,000 listings across every type and sub-type, every form town
 * and Harare suburb and the other towns, 50,000 sellers (one of them with 1,000 listings), 10
 * million listing views over 90 days, 100,000 buyers' contacts with a conversation each, 100,000
 * saved searches, and the consents the product records (every seller's to check-ins, every buyer
 * with a saved search's to alerts). A smaller scale (0.01) gives the same shape in proportion.
 *
 * Bulk SQL (generate_series), not the API: deterministic (a multiplicative hash of each row's
 * number stands in for chance), in minutes. The counters the triggers keep (listings.views, the
 * views per day, the title words, the listing totals) are computed once after the rows instead of
 * row by row.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_MARKETPLACE_NAME } from '@/domain/constants';
import { HARARE_NEIGHBORHOODS } from '@/domain/catalogue/places';
import { LISTING_TYPE_VALUES } from '@/domain/catalogue/listing-types';
import { SUB_TYPES } from '@/domain/catalogue/sub-types';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { SEED_LISTINGS } from './listings';
import { recordNationalConsents, type Transaction } from './national-consents';
import { ALERT_QUERIES, townSlots } from './national-values';

/** Rows at scale 1. */
export const NATIONAL = {
  listings: 500_000,
  sellers: 50_000,
  views: 10_000_000,
  contacts: 100_000,
  savedSearches: 100_000,
  days: 90,
} as const;

/** The seller with the most listings (a dealer): their pull of every listing is measured. */
export const NATIONAL_DEALER_LISTINGS = 1000;
export const NATIONAL_DEALER_PHONE = '263780000001';
const LISTING_PREFIX = 'nat-';

export interface NationalCounts {
  listings: number;
  sellers: number;
  views: number;
  contacts: number;
  savedSearches: number;
}

export function nationalCounts(scale: number): NationalCounts {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    listings: Math.max(of(NATIONAL.listings), 2 * NATIONAL_DEALER_LISTINGS),
    sellers: Math.max(of(NATIONAL.sellers), 2),
    views: of(NATIONAL.views),
    contacts: of(NATIONAL.contacts),
    savedSearches: of(NATIONAL.savedSearches),
  };
}

interface ListingKind {
  type: string;
  sub_type: string | null;
  label: string;
}

/** Fills the database; returns the counts written. */
export async function seedNational(
  db: Db,
  options: {
    scale: number;
    now?: Date;
    log?: (line: string) => void;
    /** MARKETPLACE_NAME, as the consents' words name it. */
    marketplace?: string;
  },
): Promise<NationalCounts> {
  const counts = nationalCounts(options.scale);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const step = async (what: string, work: (tx: Transaction) => Promise<unknown>) => {
    const started = Date.now();
    // Bulk rows are consistent by construction: foreign keys and the counting triggers are off
    // for the statement's transaction (session_replication_role), the counters set after.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await work(tx);
    });
    log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  const templates = SEED_LISTINGS.map((listing) => ({
    type: listing.type,
    sub_type: listing.subType ?? null,
    title: listing.title,
    description: listing.description,
    features: listing.features,
    price: listing.price ?? null,
    deal: listing.realEstateDealType ?? null,
    stay: listing.accommodationType ?? null,
    vehicle_brand: listing.vehicleBrand ?? null,
    model_year: listing.modelYear ?? null,
    electronic_brand: listing.electronicBrand ?? null,
    service_type: listing.serviceType ?? null,
  }));
  // Every type and sub-type, for listings beyond the templates' own.
  const kinds = LISTING_TYPE_VALUES.flatMap((type): ListingKind[] => {
    const subs: readonly { value: string; label: string }[] = SUB_TYPES[type];
    return subs.length
      ? subs.map((sub) => ({ type, sub_type: sub.value, label: sub.label }))
      : [{ type, sub_type: null, label: type.replace(/_/g, ' ') }];
  });
  const slots = townSlots();
  const suburbs = HARARE_NEIGHBORHOODS.map((suburb) => suburb.value);
  const understanding = new RuleBasedUnderstanding();
  const requests = await Promise.all(
    ALERT_QUERIES.map(async (query) => ({
      query,
      request: await understanding.understand(query),
    })),
  );

  // A constant text[] for the statements below (evaluated once per statement).
  const textArray = (values: readonly string[]) =>
    sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const cities = textArray(slots.map((slot) => slot.city));
  const towns = textArray(slots.map((slot) => slot.town ?? ''));
  const suburbList = textArray(suburbs);
  const queries = textArray(ALERT_QUERIES);

  // h(n, k): a number in [0, 1) that looks random, the same on every run: the row's number times
  // a constant of its own per k, then mixed (xor-shift, multiply, xor-shift) in 31 bits, so two
  // draws of one row (its town, its suburb) do not move together.
  const h = (n: ReturnType<typeof sql>, k: number) => {
    const multiplier = (Number((2654435761n * BigInt(2 * k + 1)) % 2147483648n) | 1).toString();
    const x = sql`(((${n})::bigint * ${sql.raw(multiplier)}) % 2147483648)`;
    const y = sql`(((${x} # (${x} >> 15)) * 1103515245) % 2147483648)`;
    return sql`((${y} # (${y} >> 13)) / 2147483648.0)`;
  };

  await step(`${counts.sellers} sellers`, (tx) =>
    tx.execute(sql`
      INSERT INTO users (id, phone, display_name, city, created_at, updated_at)
      SELECT 'nat-seller-' || n, (263780000000 + n)::text, 'Seller ' || n,
             (${cities})[1 + floor(${h(sql`n`, 1)} * 100)::int],
             ${now}::timestamptz - make_interval(days => floor(${h(sql`n`, 2)} * 720)::int),
             ${now}::timestamptz
      FROM generate_series(1, ${counts.sellers}) AS n`),
  );

  await step(`${counts.listings} listings`, async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE nat_templates ON COMMIT DROP AS
      SELECT (t.i - 1)::int AS i, t.v->>'type' AS type, t.v->>'sub_type' AS sub_type,
             t.v->>'title' AS title, t.v->>'description' AS description,
             ARRAY(SELECT jsonb_array_elements_text(t.v->'features')) AS features,
             t.v->'price' AS price, t.v->>'deal' AS deal, t.v->>'stay' AS stay,
             t.v->>'vehicle_brand' AS vehicle_brand, t.v->>'model_year' AS model_year,
             t.v->>'electronic_brand' AS electronic_brand, t.v->>'service_type' AS service_type
      FROM jsonb_array_elements(${JSON.stringify(templates)}::jsonb) WITH ORDINALITY AS t(v, i)`);
    await tx.execute(sql`
      CREATE TEMP TABLE nat_kinds ON COMMIT DROP AS
      SELECT (k.i - 1)::int AS i, k.v->>'type' AS type, k.v->>'sub_type' AS sub_type,
             k.v->>'label' AS label
      FROM jsonb_array_elements(${JSON.stringify(kinds)}::jsonb) WITH ORDINALITY AS k(v, i)`);
    // Listing n: the dealer's first 1,000; then sellers drawn with a skew (a few sell a lot).
    // Four in five copy a demo listing (its words, price give or take 40%); one in five is a
    // plain listing of the next type and sub-type, so every one of them is there.
    await tx.execute(sql`
      INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, town,
        neighborhood, features, price, real_estate_deal_type, accommodation_type, vehicle_brand,
        model_year, electronic_brand, service_type, status, paused_reason, confirmed_at,
        created_at, updated_at)
      SELECT ${LISTING_PREFIX} || n,
             'nat-seller-' || CASE WHEN n <= ${NATIONAL_DEALER_LISTINGS} THEN 1
               ELSE 2 + floor(power(${h(sql`n`, 3)}, 2) * ${counts.sellers - 1})::int END,
             coalesce(k.type, t.type), CASE WHEN k.i IS NULL THEN t.sub_type ELSE k.sub_type END,
             CASE WHEN k.i IS NULL THEN t.title ELSE initcap(k.label) END
               || CASE WHEN n % 3 = 0 THEN '' ELSE ' ' || (1 + n % 97) END,
             CASE WHEN k.i IS NULL THEN t.description
               ELSE initcap(k.label) || ' from a trusted seller. Ask for details.' END,
             place.city, place.town,
             CASE WHEN place.city = 'harare' AND ${h(sql`n`, 5)} < 0.7
               THEN (${suburbList})[1 + floor(${h(sql`n`, 6)} * ${suburbs.length})::int] END,
             CASE WHEN k.i IS NULL THEN t.features ELSE '{}' END,
             CASE WHEN k.i IS NOT NULL OR t.price IS NULL THEN NULL
               WHEN t.price ? 'amount' THEN jsonb_set(t.price, '{amount}',
                 to_jsonb(round((t.price->>'amount')::numeric * (0.6 + 0.8 * ${h(sql`n`, 7)}))))
               ELSE t.price END,
             CASE WHEN k.i IS NULL THEN t.deal END, CASE WHEN k.i IS NULL THEN t.stay END,
             CASE WHEN k.i IS NULL THEN t.vehicle_brand END,
             CASE WHEN k.i IS NULL THEN t.model_year END,
             CASE WHEN k.i IS NULL THEN t.electronic_brand END,
             CASE WHEN k.i IS NULL THEN t.service_type END,
             s.status, CASE WHEN s.status = 'paused' AND n % 2 = 0 THEN 'not_confirmed' END,
             created + (${now}::timestamptz - created) * ${h(sql`n`, 8)}, created, created
      FROM generate_series(1, ${counts.listings}) AS n
      CROSS JOIN LATERAL (SELECT ${now}::timestamptz
        - make_interval(secs => floor(${h(sql`n`, 9)} * 180 * 86400)::int) AS created) AS c
      CROSS JOIN LATERAL (SELECT CASE WHEN ${h(sql`n`, 10)} < 0.85 THEN 'active'
        WHEN ${h(sql`n`, 10)} < 0.93 THEN 'paused' ELSE 'sold' END AS status) AS s
      CROSS JOIN LATERAL (SELECT (${cities})[1 + i] AS city,
          (${towns})[1 + i] AS town0
        FROM (SELECT floor(${h(sql`n`, 4)} * 100)::int AS i) AS pick) AS p0
      CROSS JOIN LATERAL (SELECT p0.city, nullif(p0.town0, '') AS town) AS place
      JOIN nat_templates t ON t.i = n % ${templates.length}
      LEFT JOIN nat_kinds k ON n % 5 = 0 AND k.i = (n / 5) % ${kinds.length}`);
  });

  await step(`${counts.views} views over ${NATIONAL.days} days`, async (tx) => {
    // Popular listings get more: the listing is drawn with a skew towards the low numbers.
    await tx.execute(sql`
      INSERT INTO listing_views (id, listing_id, viewer_phone, created_at)
      SELECT 'nat-view-' || n,
             ${LISTING_PREFIX} || (1 + floor(power(${h(sql`n`, 11)}, 1.5) * ${counts.listings})::int),
             (263710000000 + floor(${h(sql`n`, 12)} * ${Math.max(counts.contacts, 1) * 5})::bigint)::text,
             ${now}::timestamptz - make_interval(secs => floor(${h(sql`n`, 13)} * ${NATIONAL.days * 86400})::int)
      FROM generate_series(1, ${counts.views}) AS n`);
    await tx.execute(sql`
      UPDATE listings l SET views = v.n
      FROM (SELECT listing_id, count(*)::int AS n FROM listing_views
            WHERE listing_id LIKE ${LISTING_PREFIX + '%'} GROUP BY listing_id) AS v
      WHERE l.id = v.listing_id`);
    // The admin's views per day (migration 0850), as its trigger would have counted them.
    await tx.execute(sql`DELETE FROM listing_view_days`);
    await tx.execute(sql`
      INSERT INTO listing_view_days (day, views)
      SELECT listing_view_day(created_at), count(*) FROM listing_views GROUP BY 1`);
  });

  await step(`${counts.contacts} buyers' conversations`, async (tx) => {
    await tx.execute(sql`
      INSERT INTO contacts (phone_number, message_count, last_message_at, created_at, served_at)
      SELECT (263710000000 + n)::text, 2, at, at - interval '2 minutes', at
      FROM generate_series(1, ${counts.contacts}) AS n,
        LATERAL (SELECT ${now}::timestamptz
          - make_interval(secs => floor(${h(sql`n`, 14)} * ${NATIONAL.days * 86400})::int) AS at) AS t`);
    // Each: a search and its answer, then a follow-up and its answer.
    await tx.execute(sql`
      INSERT INTO messages (contact, direction, content, wa_message_id, status, attempts,
        replies_sent, created_at, updated_at)
      SELECT c.phone_number, CASE WHEN k % 2 = 1 THEN 'inbound' ELSE 'outbound' END,
             jsonb_build_object('text', CASE k
               WHEN 1 THEN (${queries})[1 + (n % ${ALERT_QUERIES.length})]
               WHEN 2 THEN 'Here is what I found.'
               WHEN 3 THEN 'more'
               ELSE 'Here are more.' END),
             'wamid.nat.' || n || '.' || k,
             CASE WHEN k % 2 = 1 THEN 'handled' ELSE 'read' END,
             CASE WHEN k % 2 = 1 THEN 1 ELSE 0 END, CASE WHEN k % 2 = 1 THEN 1 ELSE 0 END,
             c.last_message_at - make_interval(secs => (4 - k) * 30),
             c.last_message_at - make_interval(secs => (4 - k) * 30)
      FROM generate_series(1, ${counts.contacts}) AS n
      JOIN contacts c ON c.phone_number = (263710000000 + n)::text
      CROSS JOIN generate_series(1, 4) AS k`);
  });

  await step(`${counts.savedSearches} saved searches`, (tx) =>
    tx.execute(sql`
      INSERT INTO saved_searches (phone_number, query, request, language, created_at)
      SELECT (263710000000 + 1 + (n - 1) % ${counts.contacts})::text, r.v->>'query',
             r.v->'request', coalesce(r.v->'request'->>'language', 'en'),
             ${now}::timestamptz - make_interval(secs => floor(${h(sql`n`, 15)} * ${NATIONAL.days * 86400})::int)
      FROM generate_series(1, ${counts.savedSearches}) AS n
      JOIN jsonb_array_elements(${JSON.stringify(requests)}::jsonb) WITH ORDINALITY AS r(v, i)
        ON r.i = 1 + n % ${requests.length}`),
  );

  await step('consents', (tx) =>
    recordNationalConsents(tx, options.marketplace ?? DEFAULT_MARKETPLACE_NAME),
  );

  await step('title words, listing totals and statistics', async (tx) => {
    await tx.execute(sql`DELETE FROM listing_totals`);
    await tx.execute(sql`
      INSERT INTO listing_totals (status, listings, views, leads)
      SELECT status, count(*), sum(views), sum(leads) FROM listings GROUP BY status`);
    await tx.execute(sql`DELETE FROM listing_title_words`);
    await tx.execute(sql`
      INSERT INTO listing_title_words (word, listings)
      SELECT lexeme, count(*)::integer
      FROM listings, unnest(to_tsvector('simple', title)) AS t(lexeme)
      WHERE status = 'active'
      GROUP BY lexeme`);
  });
  await db.execute(sql`ANALYZE`);
  return counts;
}

/** Whether the national fixture is in this database already (it is written once). */
export async function hasNational(db: Db): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE id = 'nat-seller-1') AS found`,
  );
  return Boolean(row?.found);
}
