/**
 * The national marketplace fixture (`npm run seed -- --scale national`) at a small scale: its
 * counts are the scale's, its listings cover every type, sub-type, town and Harare suburb with
 * Harare the largest, the counters the triggers keep agree with the rows, views spread over 90
 * days with popular listings ahead, and every buyer has a conversation answered. Runs on PGlite
 * and on PostgreSQL (the postgres step).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_CITIES, HARARE_NEIGHBORHOODS } from '@/domain/catalogue/places';
import { LISTING_TYPE_VALUES } from '@/domain/catalogue/listing-types';
import { SUB_TYPES } from '@/domain/catalogue/sub-types';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { APP_CHECKIN_CONSENT, hasCheckinConsent, mayMessage } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import { alertConsents, EMBEDDED_MAX_SCALE, scaleOf } from '@/server/seed';
import {
  NATIONAL_DEALER_LISTINGS,
  NATIONAL_DEALER_PHONE,
  hasNational,
  nationalCounts,
  seedNational,
} from '@/server/seed/national';
import { openTestDatabase } from './helpers';

const SCALE = 0.004;
const NOW = new Date('2026-11-20T10:00:00Z');
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  expect(await hasNational(database.db)).toBe(false);
  await seedNational(database.db, { scale: SCALE, now: NOW });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(database.db, query))[0]!;

describe('the national fixture at a small scale', () => {
  it('holds the counts of its scale', async () => {
    const counts = nationalCounts(SCALE);
    expect(counts).toEqual({
      listings: 2000,
      sellers: 200,
      views: 40_000,
      contacts: 400,
      savedSearches: 400,
    });
    expect(
      await one(sql`SELECT
        (SELECT count(*)::int FROM listings) AS listings,
        (SELECT count(*)::int FROM users) AS sellers,
        (SELECT count(*)::int FROM listing_views) AS views,
        (SELECT count(*)::int FROM contacts) AS contacts,
        (SELECT count(*)::int FROM saved_searches) AS "savedSearches"`),
    ).toEqual(counts);
    expect(await hasNational(database.db)).toBe(true);
  });

  it('covers every type and sub-type', async () => {
    const found = await rows<{ type: string; sub_type: string | null }>(
      database.db,
      sql`SELECT DISTINCT type, sub_type FROM listings`,
    );
    const pairs = new Set(found.map((row) => `${row.type}/${row.sub_type ?? ''}`));
    expect(new Set(found.map((row) => row.type))).toEqual(new Set(LISTING_TYPE_VALUES));
    for (const type of LISTING_TYPE_VALUES) {
      for (const sub of SUB_TYPES[type])
        expect(pairs, `${type}/${sub.value}`).toContain(`${type}/${sub.value}`);
    }
  });

  it('spreads listings over every town and Harare suburb, Harare the largest', async () => {
    const towns = await rows<{ city: string; n: number; named: number }>(
      database.db,
      sql`SELECT city, count(*)::int AS n, count(town)::int AS named FROM listings GROUP BY city
          ORDER BY n DESC`,
    );
    expect(new Set(towns.map((town) => town.city))).toEqual(
      new Set(FORM_CITIES.map((city) => city.value)),
    );
    expect(towns[0]!.city).toBe('harare');
    expect(towns[0]!.n / 2000).toBeGreaterThan(0.28);
    expect(towns[0]!.n / 2000).toBeLessThan(0.4);
    // City 'other' always names its town; a form town never does.
    for (const town of towns) expect(town.named).toBe(town.city === 'other' ? town.n : 0);
    const suburbs = await rows<{ neighborhood: string }>(
      database.db,
      sql`SELECT DISTINCT neighborhood FROM listings WHERE neighborhood IS NOT NULL`,
    );
    expect(new Set(suburbs.map((row) => row.neighborhood))).toEqual(
      new Set(HARARE_NEIGHBORHOODS.map((suburb) => suburb.value)),
    );
    expect(
      await one(sql`SELECT count(*)::int AS n FROM listings
                    WHERE neighborhood IS NOT NULL AND city <> 'harare'`),
    ).toEqual({ n: 0 });
  });

  it('has mostly active listings, a dealer with 1,000 and sellers with a few', async () => {
    const statuses = await rows<{ status: string; n: number }>(
      database.db,
      sql`SELECT status, count(*)::int AS n FROM listings GROUP BY status`,
    );
    const share = (status: string) =>
      (statuses.find((row) => row.status === status)?.n ?? 0) / 2000;
    expect(share('active')).toBeGreaterThan(0.8);
    expect(share('active')).toBeLessThan(0.9);
    expect(share('paused')).toBeGreaterThan(0.04);
    expect(share('sold')).toBeGreaterThan(0.04);
    const dealer = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM listings l JOIN users u ON u.id = l.seller_id
          WHERE u.phone = ${NATIONAL_DEALER_PHONE}`,
    );
    expect(dealer.n).toBe(NATIONAL_DEALER_LISTINGS);
    const sellers = await one<{ with_listings: number; median: number }>(
      sql`SELECT count(*)::int AS with_listings,
                 percentile_disc(0.5) WITHIN GROUP (ORDER BY n)::int AS median
          FROM (SELECT count(*) AS n FROM listings GROUP BY seller_id) AS per`,
    );
    expect(sellers.with_listings).toBeGreaterThan(100);
    expect(sellers.median).toBeLessThan(10);
    // Every listing is its seller's and confirmed between its creation and now.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM listings l
                    LEFT JOIN users u ON u.id = l.seller_id
                    WHERE u.id IS NULL OR l.confirmed_at < l.created_at
                      OR l.confirmed_at > ${NOW}::timestamptz`),
    ).toEqual({ n: 0 });
  });

  it('counts views as the trigger would, over 90 days, popular listings ahead', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM listings l
                    WHERE l.views <> (SELECT count(*) FROM listing_views v WHERE v.listing_id = l.id)`),
    ).toEqual({ n: 0 });
    const spread = await one<{ days: number; oldest: number }>(
      sql`SELECT count(DISTINCT date_trunc('day', created_at))::int AS days,
                 max(extract(epoch FROM ${NOW}::timestamptz - created_at) / 86400)::float AS oldest
          FROM listing_views`,
    );
    expect(
      await one(sql`SELECT count(*)::int AS n FROM (
          SELECT listing_view_day(created_at) AS day, count(*) AS views FROM listing_views
          GROUP BY 1) AS expected FULL JOIN listing_view_days d USING (day)
        WHERE d.views IS DISTINCT FROM expected.views`),
    ).toEqual({ n: 0 });
    expect(spread.days).toBeGreaterThanOrEqual(89);
    expect(spread.oldest).toBeLessThanOrEqual(90);
    const top = await one<{ share: number }>(
      sql`SELECT (SELECT sum(views) FROM (SELECT views FROM listings ORDER BY views DESC
                                           LIMIT 200) AS t)::float / 40000 AS share`,
    );
    expect(top.share).toBeGreaterThan(0.2);
  });

  it('keeps the listing totals the trigger keeps', async () => {
    expect(
      await rows(
        database.db,
        sql`SELECT status, listings::int, views::int, leads::int FROM listing_totals ORDER BY status`,
      ),
    ).toEqual(
      await rows(
        database.db,
        sql`SELECT status, count(*)::int AS listings, sum(views)::int AS views,
                   sum(leads)::int AS leads
            FROM listings GROUP BY status ORDER BY status`,
      ),
    );
  });

  it('keeps the title words the trigger keeps', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM (
          SELECT lexeme AS word, count(*)::int AS listings
          FROM listings, unnest(to_tsvector('simple', title)) AS t(lexeme)
          WHERE status = 'active' GROUP BY lexeme
        ) AS expected FULL JOIN listing_title_words w USING (word)
        WHERE w.listings IS DISTINCT FROM expected.listings`),
    ).toEqual({ n: 0 });
  });

  it("gives every buyer an answered conversation and saved searches the bot's requests", async () => {
    const conversations = await one<{ contacts: number; inbound: number; waiting: number }>(
      sql`SELECT count(DISTINCT contact)::int AS contacts,
                 count(*) FILTER (WHERE direction = 'inbound')::int AS inbound,
                 count(*) FILTER (WHERE status IN ('received', 'answering'))::int AS waiting
          FROM messages`,
    );
    expect(conversations).toEqual({ contacts: 400, inbound: 800, waiting: 0 });
    const searches = await rows<{ language: string; request: { terms: unknown } }>(
      database.db,
      sql`SELECT s.language, s.request FROM saved_searches s
          JOIN contacts c ON c.phone_number = s.phone_number`,
    );
    expect(searches).toHaveLength(400);
    expect(searches.every((search) => Array.isArray(search.request.terms))).toBe(true);
    expect(new Set(searches.map((search) => search.language))).toEqual(new Set(['en', 'sn', 'nd']));
  });
});

describe('the consents the national fixture records', () => {
  it("records every seller's consent to check-ins at their first listing", async () => {
    const sellers = await rows<{ phone: string; first: string; granted: string | null }>(
      database.db,
      sql`SELECT u.phone, min(l.created_at)::text AS first, g.granted_at::text AS granted
          FROM users u JOIN listings l ON l.seller_id = u.id
          LEFT JOIN whatsapp_consent_grants g ON g.contact = u.phone AND g.topic = 'checkins'
          GROUP BY u.phone, g.granted_at`,
    );
    expect(sellers.length).toBeGreaterThan(100);
    for (const seller of sellers) expect(seller.granted, seller.phone).toBe(seller.first);
    for (const seller of sellers.slice(0, 5)) {
      expect(await hasCheckinConsent(database.db, seller.phone)).toBe(true);
      expect(await mayMessage(database.db, seller.phone, 'utility')).toBe('yes');
    }
    expect(
      await one(sql`SELECT count(*)::int AS n FROM whatsapp_consent_grants
                    WHERE topic = 'checkins' AND (how <> ${APP_CHECKIN_CONSENT.how}
                      OR words <> ${APP_CHECKIN_CONSENT.words} OR category <> 'utility')`),
    ).toEqual({ n: 0 });
  });

  it('records every buyer with a saved search as consenting to alerts in its language', async () => {
    const buyers = await rows<{
      contact: string;
      language: 'en' | 'sn' | 'nd';
      how: string;
      words: string;
    }>(
      database.db,
      sql`SELECT g.contact, s.language, g.how, g.words
          FROM whatsapp_consent_grants g
          JOIN LATERAL (SELECT language, created_at FROM saved_searches s
                        WHERE s.phone_number = g.contact ORDER BY created_at LIMIT 1) AS s
            ON s.created_at = g.granted_at
          WHERE g.topic = 'alerts' AND g.category = 'utility'`,
    );
    expect(buyers).toHaveLength(400);
    for (const buyer of buyers) {
      expect(buyer).toEqual({ ...buyer, ...alertConsents('Musika')[buyer.language] });
    }
    expect(new Set(buyers.map((buyer) => buyer.language))).toEqual(new Set(['en', 'sn', 'nd']));
    expect(await mayMessage(database.db, buyers[0]!.contact, 'utility')).toBe('yes');
    // The standing consent, per person, is the grant's.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM whatsapp_consents c
                    LEFT JOIN whatsapp_consent_grants g ON g.contact = c.contact
                    WHERE c.withdrawn_at IS NOT NULL OR g.granted_at IS DISTINCT FROM c.granted_at`),
    ).toEqual({ n: 0 });
    expect(await one(sql`SELECT count(*)::int AS n FROM whatsapp_consents`)).toEqual({
      n:
        buyers.length +
        (await one<{ n: number }>(sql`SELECT count(DISTINCT seller_id)::int AS n FROM listings`)).n,
    });
  });
});

describe('npm run seed -- --scale', () => {
  it('reads national and fractions of it', () => {
    expect(scaleOf([], 'postgres')).toBeNull();
    expect(scaleOf(['--scale', 'national'], 'postgres')).toBe(1);
    expect(scaleOf(['--scale=0.1'], 'postgres')).toBe(0.1);
    expect(scaleOf(['--scale', '0.01'], 'pglite')).toBe(0.01);
  });

  it('refuses what it cannot read, and the national size on the embedded database', () => {
    expect(() => scaleOf(['--scale', 'big'], 'postgres')).toThrow(
      '--scale takes "national" or a fraction of it between 0 and 1 (0.1 is 50,000 listings), not "big"',
    );
    expect(() => scaleOf(['--scale'], 'postgres')).toThrow('not ""');
    expect(() => scaleOf(['--scale', 'national'], 'pglite')).toThrow(
      `The embedded database is for one process on one machine (a demo, a trial, a town's marketplace): it takes --scale up to ${EMBEDDED_MAX_SCALE} (10,000 listings). Set DATABASE_URL to a PostgreSQL server for the national marketplace.`,
    );
  });
});
