/**
 * Fills a database with the demo marketplace: sellers across the form's cities, the demo
 * catalogue with photos drawn on this machine (stored like uploads: re-encoded, with
 * thumbnails, in the files folder), buyers' conversations played through the real bot, listing
 * views spread over the last 7 days, and buyer chats (buyers who went on to the seller's chat).
 *
 * Deterministic: the same ids, the same views and the same conversations on every run (a fixed
 * pseudo-random sequence; times relative to `now`). Seeding a database that already holds the
 * demo sellers does nothing.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/domain/language';
import { BotRuntime } from '@/server/bot/runtime';
import { alertConsent } from '@/server/bot/conversation/alert-copy';
import { DevSender } from '@/server/bot/whatsapp/sender';
import { APP_CHECKIN_CONSENT, grantCheckinConsent } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import type { Db } from '@/server/db/client';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { parseEnv, type Env } from '@/server/env';
import { createFileStore } from '@/server/files/create-store';
import { DiskFileStore } from '@/server/files/disk-store';
import type { FileStore } from '@/server/files/store';
import { silentLogger } from '@/server/logger';
import { chatWithSeller, seedViews } from './buyer-activity';
import { BUYER_SCRIPTS } from './conversations';
import { SEED_LISTINGS } from './listings';
import { SEED_ADMIN_PHONE, SEED_SELLER_PHONE, SEED_SELLERS } from './sellers';
import {
  DAY_MS,
  HOUR_MS,
  seedId,
  seedListingId,
  random,
  momentOn,
  drawPhotos,
} from './seed-support';

export { seedId, seedListingId } from './seed-support';

export { SEED_ADMIN_PHONE, SEED_SELLER_PHONE } from './sellers';
export { SEED_LISTINGS } from './listings';

/**
 * A buyer's consent to alerts as "Alert me" records it, per language (alert-turn.ts), under the
 * marketplace's name (MARKETPLACE_NAME).
 */
export const alertConsents = (marketplace: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, alertConsent(language, marketplace)]),
  ) as Record<Language, { how: string; words: string }>;

export interface SeedDeps {
  db: Db;
  /** Where the server keeps uploaded images (DATA_DIR/files). */
  filesDir: string;
  /** For the image links in the seeded conversations (PUBLIC_URL), and S3_BUCKET. */
  env?: Env;
  /** The image store; defaults to the one the configuration names, else `filesDir`. */
  files?: FileStore;
}

export interface SeedOptions {
  now?: Date;
  /** 'all' (default) draws 1-3 photos per listing, 'first' one each, 'none' skips them. */
  photos?: 'all' | 'first' | 'none';
  /** Buyer conversations played through the bot (default true). */
  conversations?: boolean;
  /** Extra views spread over the last 7 days (default true). */
  views?: boolean;
  log?: (line: string) => void;
}

export interface SeedSummary {
  skipped: boolean;
  adminPhone: string;
  sellerPhone: string;
  sellers: number;
  listings: number;
  photos: number;
  contacts: number;
  messages: number;
  views: number;
  /** Buyer chats: buyers who followed a listing's chat link to its seller. */
  chats: number;
  /** Listing id by its seed key. */
  listingIds: Record<string, string>;
}

export async function seedDatabase(
  deps: SeedDeps,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const rand = random(20250105);
  const listingIds = Object.fromEntries(SEED_LISTINGS.map((l) => [l.key, seedListingId(l.key)]));
  const summary: SeedSummary = {
    skipped: false,
    adminPhone: SEED_ADMIN_PHONE,
    sellerPhone: SEED_SELLER_PHONE,
    sellers: 0,
    listings: 0,
    photos: 0,
    contacts: 0,
    messages: 0,
    views: 0,
    chats: 0,
    listingIds,
  };

  // Demo listings present means seeded before. (The demo phones may exist already: someone
  // may have sent 'Login' from one; they are then completed, not duplicated.)
  const existing = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM listings WHERE id = ${listingIds[SEED_LISTINGS[0]!.key]!}`,
  );
  if (Number(existing[0]?.n ?? 0) > 0) {
    log('The demo data is already there; nothing to do.');
    return { ...summary, skipped: true };
  }

  // People
  const userIds = new Map<string, string>();
  await db.execute(
    sql`INSERT INTO users (id, phone, display_name, contact_number, city, created_at, updated_at)
        VALUES (${seedId(`user:${SEED_ADMIN_PHONE}`)}, ${SEED_ADMIN_PHONE}, 'Marketplace Admin',
                ${SEED_ADMIN_PHONE}, 'harare', ${new Date(now.getTime() - 90 * DAY_MS)}, ${now})
        ON CONFLICT (phone) DO NOTHING`,
  );
  for (const [i, seller] of SEED_SELLERS.entries()) {
    const joined = new Date(now.getTime() - (80 - i * 3) * DAY_MS);
    const saved = await rows<{ id: string }>(
      db,
      sql`INSERT INTO users (id, phone, display_name, contact_number, city, address, website,
                             created_at, updated_at)
          VALUES (${seedId(`user:${seller.phone}`)}, ${seller.phone}, ${seller.displayName},
                  ${seller.contactNumber}, ${seller.city}, ${seller.address ?? null},
                  ${seller.website ?? null}, ${joined}, ${joined})
          ON CONFLICT (phone) DO UPDATE SET
            display_name = coalesce(users.display_name, excluded.display_name),
            contact_number = coalesce(users.contact_number, excluded.contact_number),
            city = coalesce(users.city, excluded.city),
            address = coalesce(users.address, excluded.address),
            website = coalesce(users.website, excluded.website)
          RETURNING id`,
    );
    userIds.set(seller.key, saved[0]!.id);
    summary.sellers++;
  }
  log(`${summary.sellers} sellers and the admin`);

  // Listings and their photos
  const store =
    deps.files ??
    (deps.env ? createFileStore(deps.env, deps.filesDir) : new DiskFileStore(deps.filesDir));
  const photos = await drawPhotos(store, options.photos ?? 'all');
  for (const [i, listing] of SEED_LISTINGS.entries()) {
    const sellerId = userIds.get(listing.seller);
    if (!sellerId)
      throw new Error(`Seed listing ${listing.key} names unknown seller ${listing.seller}`);
    const id = listingIds[listing.key]!;
    const createdAt = new Date(
      now.getTime() - (60 - (i % 55)) * DAY_MS - Math.floor(rand() * 20 * HOUR_MS),
    );
    const stored = photos.get(listing.key) ?? [];
    const fileIds = stored.map((file) => file.id);
    const array = (values: string[]) =>
      values.length
        ? sql`ARRAY[${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )}]::text[]`
        : sql`'{}'::text[]`;
    await db.execute(
      sql`INSERT INTO listings (id, seller_id, type, sub_type, title, description, city,
            neighborhood, address, website, features, images, price, real_estate_deal_type,
            accommodation_type, vehicle_brand, model_year, electronic_brand, service_type,
            created_at, updated_at)
          VALUES (${id}, ${sellerId}, ${listing.type}, ${listing.subType ?? null}, ${listing.title},
            ${listing.description}, ${listing.city}, ${listing.neighborhood ?? null},
            ${listing.address ?? null}, ${listing.website ?? null}, ${array(listing.features)},
            ${array(fileIds)}, ${listing.price ? JSON.stringify(listing.price) : null}::jsonb,
            ${listing.realEstateDealType ?? null}, ${listing.accommodationType ?? null},
            ${listing.vehicleBrand ?? null}, ${listing.modelYear ?? null},
            ${listing.electronicBrand ?? null}, ${listing.serviceType ?? null},
            ${createdAt}, ${createdAt})`,
    );
    for (const [p, file] of stored.entries()) {
      // The same ETag form as uploads: a quoted SHA-1 of the stored bytes.
      const etag = `"${createHash('sha1').update(file.main).digest('hex')}"`;
      await db.execute(
        sql`INSERT INTO files (id, owner_id, listing_id, mime, width, height, size, etag,
              original_name, created_at)
            VALUES (${file.id}, ${sellerId}, ${id}, 'image/jpeg', ${file.width}, ${file.height},
              ${file.main.length}, ${etag}, ${`${listing.key}-${p + 1}.jpg`}, ${createdAt})`,
      );
      summary.photos++;
    }
    // As the listing commands record at a seller's first listing: consent to check-ins.
    const [owner] = await rows<{ phone: string }>(
      db,
      sql`SELECT phone FROM users WHERE id = ${sellerId}`,
    );
    if (owner) await grantCheckinConsent(db, owner.phone, APP_CHECKIN_CONSENT, createdAt);
    summary.listings++;
  }
  log(`${summary.listings} listings with ${summary.photos} photos`);

  // Conversations, played through the bot on a clock set back in time; some buyers then tap
  // the seller's chat link, which counts a buyer chat.
  if (options.conversations !== false) {
    await playConversations(db, deps.env ?? parseEnv({}), now, rand);
  }

  // More views, from buyers whose chats are not shown, spread over the last 7 days; the known
  // seller's listings get a good share so the dashboard has something to show.
  if (options.views !== false) await seedViews(db, now, rand, listingIds);

  const totals = await rows<{
    contacts: string | number;
    messages: string | number;
    views: string | number;
    chats: string | number;
  }>(
    db,
    sql`SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM messages) AS messages,
          (SELECT count(*) FROM listing_views) AS views, (SELECT count(*) FROM listing_leads) AS chats`,
  );
  summary.contacts = Number(totals[0]?.contacts ?? 0);
  summary.messages = Number(totals[0]?.messages ?? 0);
  summary.views = Number(totals[0]?.views ?? 0);
  summary.chats = Number(totals[0]?.chats ?? 0);
  log(
    `${summary.contacts} contacts, ${summary.messages} messages, ${summary.views} views, ${summary.chats} buyer chats`,
  );
  return summary;
}

/**
 * Plays every buyer script through the bot (search, paging, choosing a result) on a clock set in
 * the past; a step marked `chat` then taps the chosen listing's chat link to its seller.
 */
async function playConversations(db: Db, env: Env, now: Date, rand: () => number): Promise<void> {
  let clock = now;
  const runtime = new BotRuntime({
    db,
    env,
    sender: new DevSender(),
    understanding: new RuleBasedUnderstanding(),
    logger: silentLogger,
    now: () => clock,
  });
  let counter = 0;
  for (const script of BUYER_SCRIPTS) {
    let at = momentOn(now, script.daysAgo, 0.5 + rand() * 0.5);
    for (const step of script.steps) {
      const messages = [{ text: step.text }, ...(step.pick ? [{ pick: step.pick }] : [])];
      for (const message of messages) {
        clock = at;
        counter++;
        const event = {
          waMessageId: `seed.${counter}`,
          from: script.phone,
          sentAt: at,
          ...('text' in message ? { text: message.text } : {}),
        };
        let picked: string | undefined;
        if ('pick' in message) {
          const state = await rows<{ result_ids: string[] }>(
            db,
            sql`SELECT result_ids FROM bot_search_state WHERE phone_number = ${script.phone}`,
          );
          picked = state[0]?.result_ids[(message.pick ?? 1) - 1];
          if (!picked) continue;
          const titles = await rows<{ title: string }>(
            db,
            sql`SELECT title FROM listings WHERE id = ${picked}`,
          );
          // As WhatsApp reports a list choice: the row id and the row title.
          Object.assign(event, {
            replyId: `listing:${picked}`,
            replyTitle: (titles[0]?.title ?? '').slice(0, 24),
          });
        }
        const inboundId = await runtime.accept(event);
        // The bot answers a few seconds after the buyer writes.
        clock = new Date(at.getTime() + 3000);
        if (inboundId) await runtime.handle(event, inboundId);
        // A minute later the buyer taps the seller's link under the listing.
        if (picked && step.chat)
          await chatWithSeller(db, picked, script.phone, new Date(at.getTime() + 60_000));
        at = new Date(at.getTime() + 40_000 + Math.floor(rand() * 80_000));
      }
    }
  }
  await runtime.idle();
}
