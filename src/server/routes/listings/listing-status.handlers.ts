/**
 * A listing's status (active, paused, sold) and its recent activity, for its seller. To anyone
 * else the listing does not exist (404), exactly like a missing one.
 */
import { eq } from 'drizzle-orm';
import { isAdminPhone } from '@/server/auth/users';
import { listings } from '@/server/db/schema';
import type { AppRouteHandler } from '@/server/deps';
import { notFound } from '@/server/http/errors';
import { isValidId } from '@/server/http/validate';
import { dailyActivity } from '@/server/leads/activity';
import * as commands from '@/server/listings/commands';
import { toListingJson } from '@/server/listings/listing-json';
import { listingDeps } from './listing-deps';
import type * as routes from './listing-status.routes';

/**
 * POST /listings/{id}/status `{ status }` -> the listing. Setting the status it already has is a
 * success too, so a retried request from the outbox changes nothing more.
 */
export const setStatus: AppRouteHandler<typeof routes.setStatus> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Listing');
  const { status } = c.req.valid('json');
  const row = await commands.setStatus(listingDeps(c), {
    sellerId: user.id,
    listingId: id,
    status,
    now: c.var.now(),
  });
  if (!row) throw notFound('Listing');
  return c.json(toListingJson(row), 200);
};

/**
 * POST /listings/{id}/confirm -> the listing, confirmed now ("Still available" from the app):
 * its pending check-in counts as answered. Its seller only; 404 to anyone else.
 */
export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Listing');
  const row = await commands.confirm(listingDeps(c), {
    sellerId: user.id,
    listingId: id,
    now: c.var.now(),
  });
  if (!row) throw notFound('Listing');
  return c.json(toListingJson(row), 200);
};

/** GET /listings/{id}/activity -> views and buyer chats of the last 7 days (its seller, admins). */
export const activity: AppRouteHandler<typeof routes.activity> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Listing');
  const { db, env } = c.var.deps;
  const [row] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row || (row.sellerId !== user.id && !isAdminPhone(user.phone, env.ADMIN_PHONES))) {
    throw notFound('Listing');
  }
  return c.json({ days: await dailyActivity(db, id, c.var.now()) }, 200);
};
