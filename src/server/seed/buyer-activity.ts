/**
 * The demo's buyers beyond the scripted conversations: views spread over the last 7 days, and
 * buyer chats. A buyer who saw a listing and then taps its chat link to the seller counts one
 * through the same function as the link itself (`recordLead`, as `/l/{id}/chat` does), so the
 * listings, the stats and the charts show chats as they would in use.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { phoneKey, recordLead } from '@/server/leads/record-lead';
import { SEED_LISTINGS } from './listings';
import { momentOn, random } from './seed-support';

/** A buyer's tap on a listing's chat link after seeing it in the bot. */
export async function chatWithSeller(db: Db, listingId: string, buyerPhone: string, at: Date) {
  await recordLead(db, {
    listingId,
    buyerKey: phoneKey(buyerPhone),
    buyerPhone,
    source: 'bot',
    now: at,
  });
}

interface SeedView {
  listingId: string;
  buyerPhone: string;
  at: Date;
}

/** Share of the seeded views whose buyer goes on to chat with the seller. */
const CHAT_SHARE = 0.25;

/**
 * Some of the buyers who viewed a listing chat with its seller a couple of minutes later. Drawn
 * from a sequence of its own, so the views themselves stay as they were.
 */
async function chatsAfterViews(db: Db, views: readonly SeedView[]): Promise<void> {
  const rand = random(20250107);
  for (const view of views) {
    if (rand() < CHAT_SHARE)
      await chatWithSeller(
        db,
        view.listingId,
        view.buyerPhone,
        new Date(view.at.getTime() + 120_000),
      );
  }
}

/**
 * Views from buyers whose chats are not shown, spread over the last 7 days (the known seller's
 * listings get a good share so the dashboard has something to show); about one viewer in four
 * then chats with the seller, as buyers do.
 */
export async function seedViews(
  db: Db,
  now: Date,
  rand: () => number,
  listingIds: Record<string, string>,
): Promise<void> {
  const buyers = Array.from(
    { length: 40 },
    (_, i) => `26377${String(3100000 + i * 7919).padStart(7, '0')}`,
  );
  const values: ReturnType<typeof sql>[] = [];
  const viewed: SeedView[] = [];
  for (const listing of SEED_LISTINGS) {
    const base = listing.seller === 'moyo-properties' ? 14 : 7;
    const count = Math.floor(rand() * base) + (listing.photos ? 2 : 0);
    for (let v = 0; v < count; v++) {
      const daysAgo = Math.min(6, Math.floor(rand() * rand() * 8));
      const viewer = buyers[Math.floor(rand() * buyers.length)]!;
      const at = momentOn(now, daysAgo, rand());
      values.push(sql`(${listingIds[listing.key]!}, ${viewer}, ${at})`);
      viewed.push({ listingId: listingIds[listing.key]!, buyerPhone: viewer, at });
    }
  }
  for (let i = 0; i < values.length; i += 200) {
    await db.execute(
      sql`INSERT INTO listing_views (listing_id, viewer_phone, created_at) VALUES ${sql.join(
        values.slice(i, i + 200),
        sql`, `,
      )}`,
    );
  }
  await chatsAfterViews(db, viewed);
}
