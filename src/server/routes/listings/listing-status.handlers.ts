/**
 * A listing's status (active, paused, sold) and its recent activity, for its seller. To anyone
 * else the listing does not exist (404), exactly like a missing one.
 */
import { and, eq } from 'drizzle-orm';
import { listingStatusUpdateSchema } from '@/domain';
import { isAdminPhone } from '../../auth/users';
import { listings } from '../../db/schema';
import type { AppContext } from '../../deps';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/session';
import { isValidId, parseWith, readJson } from '../../http/validate';
import { dailyActivity } from '../../leads/activity';
import { listingColumnsForRead, toListingJson } from './listing-json';
import { forgetListing } from './listings.handlers';

const nowOf = (c: AppContext) => c.var.deps.now?.() ?? new Date();

/**
 * POST /listings/{id}/status `{ status }` -> the listing. Setting the status it already has is a
 * success too, so a retried request from the outbox changes nothing more.
 */
export async function setStatus(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id') ?? '';
  if (!isValidId(id)) throw notFound('Listing');
  const { status } = parseWith(listingStatusUpdateSchema, await readJson(c));
  const [row] = await c.var.deps.db
    .update(listings)
    .set({ status, updatedAt: nowOf(c) })
    .where(and(eq(listings.id, id), eq(listings.sellerId, user.id)))
    .returning(listingColumnsForRead);
  if (!row) throw notFound('Listing');
  forgetListing(c, user.id, id);
  return c.json(toListingJson(row));
}

/** GET /listings/{id}/activity -> views and buyer chats of the last 7 days (its seller, admins). */
export async function activity(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id') ?? '';
  if (!isValidId(id)) throw notFound('Listing');
  const { db, env } = c.var.deps;
  const [row] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row || (row.sellerId !== user.id && !isAdminPhone(user.phone, env.ADMIN_PHONES))) {
    throw notFound('Listing');
  }
  return c.json({ days: await dailyActivity(db, id, nowOf(c)) });
}
