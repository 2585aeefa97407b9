/** Admin moderation: the queue of open cases, decisions on listings, suspension, the audit log. */
import { and, count, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { ModerationCase } from '@/domain/schemas/moderation';
import { isAdminPhone } from '@/server/auth/users';
import { listings, users, type UserRow } from '@/server/db/schema';
import {
  deletedListings,
  listingReports,
  moderationAudit,
  moderationCases,
} from '@/server/db/schema-moderation';
import type { AppContext, AppEnv, AppRouteHandler } from '@/server/deps';
import type { SignedInEnv } from '@/server/http/session';
import { httpError, notFound } from '@/server/http/errors';
import { isValidId } from '@/server/http/validate';
import {
  ModerationRefusal,
  otherListingsOf,
  restoreSeller as restore,
  suspendSeller as suspend,
  toAuditJson,
  withOtherListings,
} from '@/server/moderation';
import { moderate } from '@/server/listings/commands';
import { toListingJson } from '@/server/listings/listing-json';
import { sellerSignalColumns, signalsOfColumns } from '@/server/listings/seller-signals';
import type * as routes from './moderation.routes';
import { containing, phoneDigits, readPage, setTotalCount } from './paging';

/** Reports shown with each case in the queue (the newest); reportCount counts them all. */
const REPORTS_PER_CASE = 20;

const refusal = (error: unknown): never => {
  if (error instanceof ModerationRefusal) throw httpError(error.status, error.message);
  throw error;
};

/** GET /admin/moderation: a page of open cases. */
export const moderationQueue: AppRouteHandler<typeof routes.moderationQueue> = async (c) => {
  const reportCount = sql<number>`(select count(*)::int from listing_reports r where r.case_id = ${moderationCases.id})`;
  const page = readPage(
    c,
    { reportCount, openedAt: moderationCases.openedAt, updatedAt: moderationCases.updatedAt },
    { sort: 'reportCount', order: 'desc', tieBreak: moderationCases.updatedAt },
  );
  // `q`: a phone (3+ digits) finds the seller's cases; other text the listing title or seller name.
  const digits = page.q ? phoneDigits(page.q) : null;
  const matching = !page.q
    ? undefined
    : digits
      ? like(users.phone, containing(digits))
      : or(
          ilike(listings.title, containing(page.q)),
          ilike(deletedListings.title, containing(page.q)),
          ilike(users.displayName, containing(page.q)),
        );
  const open = and(eq(moderationCases.state, 'open'), matching);
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: moderationCases.id,
        listingId: moderationCases.listingId,
        sellerId: moderationCases.sellerId,
        reasons: moderationCases.reasons,
        appeal: moderationCases.appeal,
        openedAt: moderationCases.openedAt,
        updatedAt: moderationCases.updatedAt,
        reportCount,
        title: listings.title,
        description: listings.description,
        status: listings.status,
        images: listings.images,
        moderationState: listings.moderationState,
        moderationReason: listings.moderationReason,
        moderationAt: listings.moderationAt,
        sellerName: users.displayName,
        ...sellerSignalColumns(moderationCases.sellerId),
        suspendedAt: users.suspendedAt,
        deleted: deletedListings,
      })
      .from(moderationCases)
      .leftJoin(listings, eq(listings.id, moderationCases.listingId))
      .leftJoin(deletedListings, eq(deletedListings.listingId, moderationCases.listingId))
      .innerJoin(users, eq(users.id, moderationCases.sellerId))
      .where(open)
      .orderBy(...page.orderBy, sql`${moderationCases.id} desc`)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(moderationCases)
      .leftJoin(listings, eq(listings.id, moderationCases.listingId))
      .leftJoin(deletedListings, eq(deletedListings.listingId, moderationCases.listingId))
      .innerJoin(users, eq(users.id, moderationCases.sellerId))
      .where(open),
  ]);
  const ids = rows.map((row) => row.id);
  const reports = ids.length
    ? await db
        .select()
        .from(listingReports)
        .where(
          and(
            inArray(listingReports.caseId, ids),
            sql`${listingReports.id} IN (SELECT id FROM (SELECT id, row_number() OVER
              (PARTITION BY case_id ORDER BY created_at DESC) AS n FROM listing_reports
              WHERE case_id IN (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})) ranked WHERE n <= ${REPORTS_PER_CASE})`,
          ),
        )
        .orderBy(sql`${listingReports.createdAt} desc`)
    : [];
  const others = await otherListingsOf(
    db,
    rows.flatMap((row) => row.reasons),
  );
  setTotalCount(c, total?.n ?? 0);
  const cases: ModerationCase[] = rows.map((row) => ({
    _id: row.id,
    ...(row.listingId ? { listingId: row.listingId } : {}),
    sellerId: row.sellerId,
    ...(row.title
      ? { listingTitle: row.title }
      : row.deleted
        ? { listingTitle: row.deleted.title }
        : {}),
    ...(row.status ? { listingStatus: row.status } : {}),
    ...(row.moderationState
      ? {
          moderation: {
            state: row.moderationState,
            reason: row.moderationReason ?? '',
            ...(row.moderationAt ? { at: row.moderationAt.toISOString() } : {}),
          },
        }
      : {}),
    ...(row.sellerName ? { sellerName: row.sellerName } : {}),
    sellerPhone: row.sellerPhone,
    sellerSignals: { ...signalsOfColumns(row), since: row.sellerSince.toISOString() },
    ...(row.title ? { listingText: `${row.title}\n${row.description ?? ''}`.trim() } : {}),
    sellerSuspended: row.suspendedAt !== null,
    reasons: withOtherListings(row.reasons, others),
    reportCount: row.reportCount,
    reports: reports
      .filter((report) => report.caseId === row.id)
      .map((report) => ({
        reason: report.reason,
        ...(report.note ? { note: report.note } : {}),
        ...(report.reporterPhone ? { reporterPhone: report.reporterPhone } : {}),
        createdAt: report.createdAt.toISOString(),
      })),
    // A deleted listing's photos kept for the case (served to admins only).
    photos: row.images ?? row.deleted?.photos.map((photo) => photo.id) ?? [],
    ...(row.appeal ? { appeal: row.appeal } : {}),
    ...(row.deleted && !row.title ? { deletedListing: deletedListingJson(row.deleted) } : {}),
    openedAt: row.openedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return c.json(cases, 200);
};

/** What a deleted listing showed, as the queue answers it. */
function deletedListingJson(row: typeof deletedListings.$inferSelect) {
  return {
    deletedAt: row.deletedAt.toISOString(),
    title: row.title,
    description: row.description,
    ...(row.price !== null && row.price !== undefined ? { price: row.price } : {}),
    photos: row.photos.map((photo) => ({
      id: photo.id,
      ...(photo.hash ? { hash: photo.hash } : {}),
    })),
  };
}

/**
 * POST /admin/listings/{id}/moderation `{ action, reason }` -> the listing; 204 for a listing its
 * seller deleted (its case closed).
 */
export const moderateListing: AppRouteHandler<typeof routes.moderateListing> = async (c) => {
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Listing');
  const { action, reason } = c.req.valid('json');
  const { db, jobs } = c.var.deps;
  const row = await moderate({ db, jobs }, action, {
    listingId: id,
    reason,
    adminPhone: c.var.user.phone,
    now: c.var.now(),
  }).catch(refusal);
  if (!row) return c.body(null, 204);
  return c.json(toListingJson(row), 200);
};

/** The admin's view of a seller, with the suspension. */
export function toAdminSeller(user: UserRow, listingCount?: number) {
  return {
    _id: user.id,
    phone: user.phone,
    ...(user.displayName ? { displayName: user.displayName } : {}),
    ...(user.city ? { city: user.city } : {}),
    createdAt: user.createdAt.toISOString(),
    ...(listingCount !== undefined ? { listingCount } : {}),
    ...(user.suspendedAt ? { suspendedAt: user.suspendedAt.toISOString() } : {}),
    ...(user.suspensionReason ? { suspensionReason: user.suspensionReason } : {}),
  };
}

async function changeSuspension<E extends AppEnv & SignedInEnv>(
  c: AppContext<E>,
  run: typeof suspend,
  userId: string,
  reason: string,
) {
  if (!isValidId(userId)) throw notFound('Seller');
  const { db, env } = c.get('deps');
  const [target] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  // An administrator is removed from ADMIN_PHONES, not suspended (they could lock everyone out).
  if (run === suspend && target && isAdminPhone(target.phone, env.ADMIN_PHONES)) {
    throw httpError(409, 'An administrator cannot be suspended.');
  }
  const user = await run(c.get('deps').db, {
    sellerId: userId,
    reason,
    adminPhone: c.get('user').phone,
    now: c.get('now')(),
  }).catch(refusal);
  return toAdminSeller(user);
}

/** POST /admin/sellers/{userId}/suspension `{ reason }`. */
export const suspendSeller: AppRouteHandler<typeof routes.suspendSeller> = async (c) => {
  const { userId } = c.req.valid('param');
  return c.json(await changeSuspension(c, suspend, userId, c.req.valid('json').reason), 200);
};

/** DELETE /admin/sellers/{userId}/suspension `{ reason }`. */
export const restoreSeller: AppRouteHandler<typeof routes.restoreSeller> = async (c) => {
  const { userId } = c.req.valid('param');
  return c.json(await changeSuspension(c, restore, userId, c.req.valid('json').reason), 200);
};

/** GET /admin/audit: a page of the audit log, newest first. */
export const auditLog: AppRouteHandler<typeof routes.auditLog> = async (c) => {
  const page = readPage(
    c,
    { createdAt: moderationAudit.createdAt },
    { sort: 'createdAt', order: 'desc', tieBreak: moderationAudit.id },
  );
  const { listingId, sellerId } = c.req.valid('query');
  const filters: SQL[] = [];
  if (listingId) filters.push(eq(moderationAudit.listingId, listingId));
  if (sellerId) filters.push(eq(moderationAudit.sellerId, sellerId));
  const where = filters.length ? and(...filters) : undefined;
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: moderationAudit,
        listingTitle: listings.title,
        sellerName: users.displayName,
        sellerPhone: users.phone,
      })
      .from(moderationAudit)
      .leftJoin(listings, eq(listings.id, moderationAudit.listingId))
      .leftJoin(users, eq(users.id, moderationAudit.sellerId))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(moderationAudit).where(where),
  ]);
  setTotalCount(c, total?.n ?? 0);
  return c.json(
    rows.map(({ entry, listingTitle, sellerName, sellerPhone }) => ({
      ...toAuditJson(entry),
      ...(listingTitle ? { listingTitle } : {}),
      ...(sellerName ? { sellerName } : {}),
      ...(sellerPhone ? { sellerPhone } : {}),
    })),
    200,
  );
};
