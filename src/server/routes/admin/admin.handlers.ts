/**
 * Admin views (spec section 3 shapes): numbers, every listing, sellers, contacts with their
 * conversations, and the views of a listing. Only phones in ADMIN_PHONES; 403 for others.
 */
import { asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { DAILY_VIEWS_DAYS } from '@/domain';
import { contacts, listingViews, listings, messages, users } from '../../db/schema';
import type { AppContext } from '../../deps';
import { notFound } from '../../http/errors';
import { requireAdmin } from '../../http/session';
import { dailyActivity } from '../../leads/activity';
import { isValidId } from '../../http/validate';
import { listingColumnsForRead, toListingJson } from '../listings/listing-json';

/** Zimbabwe keeps Central Africa Time (UTC+2) all year: admin days run midnight to midnight there. */
export const ADMIN_DAY_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_VIEWED_LIMIT = 10;

const nowOf = (c: AppContext) => c.var.deps.now?.() ?? new Date();
const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** GET /admin/stats: totals and the views of the last 7 days, oldest first, today seventh. */
export async function stats(c: AppContext) {
  requireAdmin(c);
  const { db } = c.var.deps;
  const now = nowOf(c);
  const localToday = Math.floor((now.getTime() + ADMIN_DAY_OFFSET_MS) / DAY_MS);
  const firstDayStart = new Date(
    (localToday - (DAILY_VIEWS_DAYS - 1)) * DAY_MS - ADMIN_DAY_OFFSET_MS,
  );

  const [[contactsRow], [listingsRow], recent, activity] = await Promise.all([
    db.select({ n: count() }).from(contacts),
    db
      .select({
        n: count(),
        views: sql<number>`coalesce(sum(${listings.views}), 0)::int`,
        leads: sql<number>`coalesce(sum(${listings.leads}), 0)::int`,
      })
      .from(listings),
    db
      .select({ createdAt: listingViews.createdAt })
      .from(listingViews)
      .where(gte(listingViews.createdAt, firstDayStart)),
    dailyActivity(db, null, now),
  ]);
  const perDay = new Array<number>(DAILY_VIEWS_DAYS).fill(0);
  for (const view of recent) {
    const day = Math.floor((view.createdAt.getTime() + ADMIN_DAY_OFFSET_MS) / DAY_MS);
    const index = day - (localToday - (DAILY_VIEWS_DAYS - 1));
    if (index >= 0 && index < DAILY_VIEWS_DAYS) perDay[index] = (perDay[index] ?? 0) + 1;
  }
  const dailyViews = perDay.map((views, index) => ({
    date: new Date((localToday - (DAILY_VIEWS_DAYS - 1) + index) * DAY_MS)
      .toISOString()
      .slice(0, 10),
    views,
    leads: activity[index]?.leads ?? 0,
  }));
  return c.json({
    totalContacts: contactsRow?.n ?? 0,
    totalListings: listingsRow?.n ?? 0,
    cumulativeViews: listingsRow?.views ?? 0,
    totalLeads: listingsRow?.leads ?? 0,
    dailyViews,
  });
}

const listingWithSeller = {
  ...listingColumnsForRead,
  sellerPhone: users.phone,
  sellerName: users.displayName,
};

type ListingWithSeller = Parameters<typeof toListingJson>[0] & {
  sellerPhone: string;
  sellerName: string | null;
};

const toAdminListing = (row: ListingWithSeller) => ({
  ...toListingJson(row),
  sellerPhone: row.sellerPhone,
  ...(row.sellerName ? { sellerName: row.sellerName } : {}),
});

/** GET /admin/listings: every listing, newest first, with its seller's phone and name. */
export async function allListings(c: AppContext) {
  requireAdmin(c);
  const rows = await c.var.deps.db
    .select(listingWithSeller)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .orderBy(desc(listings.createdAt));
  return c.json(rows.map(toAdminListing));
}

/** GET /admin/listings/top-viewed: the ten most viewed listings. */
export async function topViewed(c: AppContext) {
  requireAdmin(c);
  const rows = await c.var.deps.db
    .select(listingWithSeller)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .orderBy(desc(listings.views), desc(listings.createdAt))
    .limit(TOP_VIEWED_LIMIT);
  return c.json(rows.map(toAdminListing));
}

/** GET /admin/sellers: every seller, newest first, with how many listings each has. */
export async function sellers(c: AppContext) {
  requireAdmin(c);
  const rows = await c.var.deps.db
    .select({
      id: users.id,
      phone: users.phone,
      displayName: users.displayName,
      city: users.city,
      createdAt: users.createdAt,
      // Spelled out: inside a subquery an unqualified "id" would mean the listing's id.
      listingCount: sql<number>`(select count(*)::int from listings where listings.seller_id = users.id)`,
    })
    .from(users)
    .orderBy(desc(users.createdAt));
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      phone: row.phone,
      ...(row.displayName ? { displayName: row.displayName } : {}),
      ...(row.city ? { city: row.city } : {}),
      createdAt: row.createdAt.toISOString(),
      listingCount: row.listingCount,
    })),
  );
}

/** GET /admin/contacts: everyone who wrote to the bot, most recent first. */
export async function contactList(c: AppContext) {
  requireAdmin(c);
  const rows = await c.var.deps.db
    .select()
    .from(contacts)
    .orderBy(sql`${contacts.lastMessageAt} desc nulls last`);
  return c.json(
    rows.map((row) => ({
      phoneNumber: row.phoneNumber,
      messageCount: row.messageCount,
      ...(row.lastMessageAt ? { lastMessage: iso(row.lastMessageAt) } : {}),
    })),
  );
}

/** GET /admin/contacts/{phoneNumber}/conversation: the messages, oldest first. */
export async function conversation(c: AppContext) {
  requireAdmin(c);
  // A phone's digits, or a business-scoped user id ('ZW.1502...') for a username user.
  const raw = c.req.param('phoneNumber') ?? '';
  const phone = /^[A-Za-z]{2}\.[A-Za-z0-9.]+$/.test(raw) ? raw : raw.replace(/\D/g, '');
  const { db } = c.var.deps;
  const [contact] = await db.select().from(contacts).where(eq(contacts.phoneNumber, phone));
  if (!contact) throw notFound('Contact');
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.contact, phone))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      direction: row.direction,
      content: {
        ...(row.content.text !== undefined ? { text: row.content.text } : {}),
        ...(row.content.imageUrl !== undefined ? { imageUrl: row.content.imageUrl } : {}),
      },
      createdAt: row.createdAt.toISOString(),
      status: row.status,
    })),
  );
}

/** GET /admin/listings/{id}/views: who saw it through the bot, newest first. */
export async function views(c: AppContext) {
  requireAdmin(c);
  const id = c.req.param('id');
  if (!isValidId(id)) throw notFound('Listing');
  const { db } = c.var.deps;
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  if (!listing) throw notFound('Listing');
  const rows = await db
    .select()
    .from(listingViews)
    .where(eq(listingViews.listingId, id))
    .orderBy(desc(listingViews.createdAt));
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      viewerPhone: row.viewerPhone,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
