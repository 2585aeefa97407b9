/**
 * Admin views (spec shapes): numbers, every listing, sellers, contacts with their
 * conversations, and the views of a listing. Only phones in ADMIN_PHONES; 403 for others.
 */
import { count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { contacts, listingViews, listings, users } from '@/server/db/schema';
import type { AppRouteHandler } from '@/server/deps';
import { notFound } from '@/server/http/errors';
import { dailyActivity } from '@/server/leads/activity';
import { checkinCounts } from '@/server/listings/checkins/rows';
import { moderationCounts } from '@/server/moderation';
import { isValidId } from '@/server/http/validate';
import { listingColumnsForRead, toListingJson } from '@/server/listings/listing-json';
import type * as routes from './admin.routes';
import { alertCounts } from './alert-stats';
import { listingTotals } from './listing-totals';
import { whatsappFigures } from './whatsapp-stats';
import { containing, setTotalCount, phoneDigits, prefixQuery, readPage } from './paging';

/** Zimbabwe keeps Central Africa Time (UTC+2) all year: admin days run midnight to midnight there. */
export const ADMIN_DAY_OFFSET_MS = 2 * 60 * 60 * 1000;
const TOP_VIEWED_LIMIT = 10;

/** GET /admin/stats: totals and the views of the last 7 days, oldest first, today seventh. */
export const stats: AppRouteHandler<typeof routes.stats> = async (c) => {
  const { db } = c.var.deps;
  const now = c.var.now();

  const [[contactsRow], totals, activity, moderation, alerts, checkIns, whatsapp] =
    await Promise.all([
      db.select({ n: count() }).from(contacts),
      listingTotals(db),
      dailyActivity(db, null, now),
      moderationCounts(db),
      alertCounts(db),
      checkinCounts(db),
      whatsappFigures(db, c.var.deps.env.WHATSAPP_RATES_USD, now),
    ]);
  // Views per day from their rollup (migration 0850), with the buyer chats of each day.
  const dailyViews = activity.map(({ date, views, leads }) => ({ date, views, leads }));
  return c.json(
    {
      totalContacts: contactsRow?.n ?? 0,
      totalListings: totals.listings,
      cumulativeViews: totals.views,
      totalLeads: totals.leads,
      openCases: moderation.openCases,
      suspendedSellers: moderation.suspendedSellers,
      ...alerts,
      checkIns,
      whatsapp,
      dailyViews,
    },
    200,
  );
};

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

/**
 * A phone-like search matches the seller's phone; words match title, description, features, or
 * the town a seller named under 'Other' ('Ruwa'). For the total (`counted`), the town is matched
 * as `lower(town) LIKE lower(…)`, the same match, which the town's trigram index serves (migration
 * 0900): the total reads a bitmap of the matches. The page keeps `ILIKE`, out of that index's
 * reach, so its plan stays the walk in the page's order that stops at the page's last row (a
 * bitmap of every match, 10,000 at 500,000 listings, would be read and sorted instead).
 */
function listingSearch(q: string, counted = false): SQL | undefined {
  if (!q) return undefined;
  const digits = phoneDigits(q);
  if (digits) return like(users.phone, containing(digits));
  const query = prefixQuery(q);
  // The english configuration, as the stored vector: 'corollas' finds 'Corolla'.
  const words = query ? sql`${listings.search} @@ to_tsquery('english', ${query})` : undefined;
  const pattern = containing(q.trim());
  const town = counted
    ? sql`lower(${listings.town}) LIKE lower(${pattern})`
    : ilike(listings.town, pattern);
  return or(words, town);
}

/** GET /admin/listings: a page of listings (newest first), with their seller's phone and name. */
export const allListings: AppRouteHandler<typeof routes.allListings> = async (c) => {
  const page = readPage(
    c,
    {
      createdAt: listings.createdAt,
      title: listings.title,
      type: listings.type,
      city: listings.city,
      status: listings.status,
      views: listings.views,
      leads: listings.leads,
      sellerPhone: users.phone,
    },
    { sort: 'createdAt', order: 'desc', tieBreak: listings.id },
  );
  const where = listingSearch(page.q);
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select(listingWithSeller)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    // Every listing has its seller (a foreign key): the total joins sellers only for a search by
    // phone, and without a search it is the counters'.
    !where
      ? listingTotals(db).then((totals) => [{ n: totals.listings }])
      : phoneDigits(page.q)
        ? db
            .select({ n: count() })
            .from(listings)
            .innerJoin(users, eq(users.id, listings.sellerId))
            .where(where)
        : db.select({ n: count() }).from(listings).where(listingSearch(page.q, true)),
  ]);
  setTotalCount(c, total?.n ?? 0);
  return c.json(rows.map(toAdminListing), 200);
};

/** GET /admin/listings/top-viewed: the ten most viewed listings. */
export const topViewed: AppRouteHandler<typeof routes.topViewed> = async (c) => {
  const rows = await c.var.deps.db
    .select(listingWithSeller)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .orderBy(desc(listings.views), desc(listings.createdAt))
    .limit(TOP_VIEWED_LIMIT);
  return c.json(rows.map(toAdminListing), 200);
};

/** GET /admin/sellers: a page of sellers (newest first) with how many listings each has. */
export const sellers: AppRouteHandler<typeof routes.sellers> = async (c) => {
  // Spelled out: inside a subquery an unqualified "id" would mean the listing's id.
  const listingCount = sql<number>`(select count(*)::int from listings where listings.seller_id = users.id)`;
  const page = readPage(
    c,
    {
      createdAt: users.createdAt,
      phone: users.phone,
      displayName: users.displayName,
      city: users.city,
      listingCount,
    },
    { sort: 'createdAt', order: 'desc', tieBreak: users.id },
  );
  const digits = phoneDigits(page.q);
  const where = !page.q
    ? undefined
    : digits
      ? like(users.phone, containing(digits))
      : or(ilike(users.displayName, containing(page.q)), ilike(users.city, containing(page.q)));
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        phone: users.phone,
        displayName: users.displayName,
        city: users.city,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
        listingCount,
      })
      .from(users)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  setTotalCount(c, total?.n ?? 0);
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      phone: row.phone,
      ...(row.displayName ? { displayName: row.displayName } : {}),
      ...(row.city ? { city: row.city } : {}),
      createdAt: row.createdAt.toISOString(),
      listingCount: row.listingCount,
      ...(row.suspendedAt ? { suspendedAt: row.suspendedAt.toISOString() } : {}),
      ...(row.suspensionReason ? { suspensionReason: row.suspensionReason } : {}),
    })),
    200,
  );
};

/** GET /admin/listings/{id}/views: who saw it through the bot, newest first. */
export const views: AppRouteHandler<typeof routes.views> = async (c) => {
  const id = c.req.param('id');
  if (!isValidId(id)) throw notFound('Listing');
  const { db } = c.var.deps;
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  if (!listing) throw notFound('Listing');
  const page = readPage(
    c,
    { createdAt: listingViews.createdAt, viewerPhone: listingViews.viewerPhone },
    { sort: 'createdAt', order: 'desc', tieBreak: listingViews.id },
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listingViews)
      .where(eq(listingViews.listingId, id))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(listingViews).where(eq(listingViews.listingId, id)),
  ]);
  setTotalCount(c, total?.n ?? 0);
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      viewerPhone: row.viewerPhone,
      createdAt: row.createdAt.toISOString(),
    })),
    200,
  );
};
