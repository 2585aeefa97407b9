import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describeZodError, listingCreateSchema, parseListingUpdate } from '@/domain';
import { isAdminPhone } from '../../auth/users';
import type { Db } from '../../db/client';
import { files, listings } from '../../db/schema';
import type { AppContext } from '../../deps';
import { httpError, notFound } from '../../http/errors';
import { canonicalJson, fingerprint, runIdempotent } from '../../http/idempotency';
import { claimSellerAction } from '../../http/seller-limits';
import { requireUser } from '../../http/session';
import { isValidId, readJson } from '../../http/validate';
import { sellerStats } from '../users/users.handlers';
import { attachImages } from './listing-images';
import {
  listingColumns,
  listingColumnsForRead,
  toListingJson,
  type ListingJson,
} from './listing-json';
import { cachedJson, listingKey, listKey } from '../../http/read-cache';

const nowOf = (c: AppContext) => c.var.deps.now?.() ?? new Date();
const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

async function findListing(db: Db, id: string) {
  if (!isValidId(id)) return undefined;
  const [row] = await db.select(listingColumnsForRead).from(listings).where(eq(listings.id, id));
  return row;
}

/** GET /listings: the signed-in seller's listings, newest first. */
export async function listOwn(c: AppContext) {
  const user = requireUser(c);
  const cached = await c.var.cache.get(listKey(user.id), async () => {
    const rows = await c.var.deps.db
      .select(listingColumnsForRead)
      .from(listings)
      .where(eq(listings.sellerId, user.id))
      .orderBy(desc(listings.createdAt), desc(listings.id));
    return rows.map(toListingJson);
  });
  return cachedJson(c.req.header('if-none-match'), c.req.header('accept-encoding'), cached!);
}

/** Drops cached reads a write to this listing makes stale. */
export function forgetListing(c: AppContext, sellerId: string, listingId: string) {
  c.var.cache.invalidate(listKey(sellerId), listingKey(listingId));
}

/** GET /listings/user/stats. */
export async function ownStats(c: AppContext) {
  const user = requireUser(c);
  return c.json(await sellerStats(c.var.deps.db, user.id));
}

/** GET /listings/{id}: its seller and admins may read it; to anyone else it does not exist. */
export async function getOne(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id') ?? '';
  if (!isValidId(id)) throw notFound('Listing');
  const cached = await c.var.cache.get(listingKey(id), async () => {
    const row = await findListing(c.var.deps.db, id);
    return row ? toListingJson(row) : null;
  });
  const seller = (cached?.data as ListingJson | undefined)?.seller;
  const mayRead = seller === user.id || isAdminPhone(user.phone, c.var.deps.env.ADMIN_PHONES);
  if (!cached || !mayRead) throw notFound('Listing');
  return cachedJson(c.req.header('if-none-match'), c.req.header('accept-encoding'), cached);
}

/** POST /listings (Idempotency-Key aware) -> the created listing. */
export async function create(c: AppContext) {
  const user = requireUser(c);
  const body = await readJson(c);
  const parsed = listingCreateSchema.safeParse(body);
  if (!parsed.success) throw httpError(422, describeZodError(parsed.error));
  const input = parsed.data;
  const response = await runIdempotent(
    c,
    user.id,
    'POST /listings',
    fingerprint(canonicalJson(body)),
    async (tx) => {
      const id = randomUUID();
      const now = nowOf(c);
      await claimSellerAction(tx, c.var.deps.env, user.id, 'listing', now);
      const [row] = await tx
        .insert(listings)
        .values({ id, sellerId: user.id, ...listingColumns(input), createdAt: now, updatedAt: now })
        .returning(listingColumnsForRead);
      if (!row) throw new Error('Insert returned no row');
      await attachImages(tx, id, user.id, row.images);
      return { status: 201, body: toListingJson(row) };
    },
  );
  // After the commit, so no read can cache the list as it was before.
  c.var.cache.invalidate(listKey(user.id));
  return response;
}

/** PATCH /listings/{id} with `{ _id, listing }`: its seller only; the type cannot change. */
export async function update(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id') ?? '';
  const body = objectOf(await readJson(c));
  if (typeof body._id === 'string' && body._id !== id) {
    throw httpError(400, 'The _id in the body does not match the address.');
  }
  const { db } = c.var.deps;
  const existing = await findListing(db, id);
  // Another seller's listing does not exist for this one: the same 404 as a missing one.
  if (!existing || existing.sellerId !== user.id) throw notFound('Listing');
  const fields = 'listing' in body ? objectOf(body.listing) : body;
  const parsed = parseListingUpdate(existing.type, fields);
  if (!parsed.success) throw httpError(422, describeZodError(parsed.error));
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(listings)
      .set({ ...listingColumns(parsed.data), type: existing.type, updatedAt: nowOf(c) })
      .where(and(eq(listings.id, id), eq(listings.sellerId, user.id)))
      .returning(listingColumnsForRead);
    if (!updated) throw notFound('Listing');
    await attachImages(tx as unknown as Db, id, user.id, updated.images);
    return updated;
  });
  forgetListing(c, user.id, id);
  return c.json(toListingJson(row));
}

/** DELETE /listings/{id}: its seller only; its images and view records go with it. */
export async function remove(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id') ?? '';
  const { db } = c.var.deps;
  const existing = await findListing(db, id);
  if (!existing || existing.sellerId !== user.id) throw notFound('Listing');
  const removed = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(files)
      .where(and(eq(files.listingId, id), eq(files.ownerId, user.id)))
      .returning({ id: files.id });
    await tx.delete(listings).where(eq(listings.id, id));
    return gone;
  });
  forgetListing(c, user.id, id);
  await Promise.all(removed.map((file) => c.var.files.remove(file.id)));
  return c.json({ _id: id, deleted: true });
}
