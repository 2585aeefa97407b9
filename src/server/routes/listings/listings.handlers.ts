import { desc, eq } from 'drizzle-orm';
import { fieldErrorsOf, type Listing } from '@/domain';
import { isAdminPhone } from '@/server/auth/users';
import { listings } from '@/server/db/schema';
import type { AppContext, AppEnv, AppRouteHandler } from '@/server/deps';
import { httpError, notFound, unprocessable } from '@/server/http/errors';
import { isRecord } from '@/server/http/schemas';
import { appCheckinConsent } from '@/server/consents/consents';
import { checkinConsentShownSchema, type CheckinConsentShown } from '@/domain/checkin-consent';
import { canonicalJson, fingerprint, runIdempotent } from '@/server/http/idempotency';
import { cachedJson } from '@/server/http/cached-answer';
import { listingKey, listKey, type CachedBody } from '@/server/listings/read-cache';
import { isValidId } from '@/server/http/validate';
import { afterListingCreated, removeListing, updateListing } from '@/server/listings/commands';
import { createListingIn } from '@/server/listings/create';
import { removeDraft } from '@/server/listings/drafts';
import { listingColumnsForRead, toListingJson } from '@/server/listings/listing-json';
import { findListing, sellerStats } from '@/server/listings/listing-queries';
import { listingDeps } from './listing-deps';
import type * as routes from './listings.routes';

/** GET /listings: the signed-in seller's listings, newest first. */
export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  // c.get, not c.var: c.var copies every variable into a new object on each use.
  const user = c.get('user');
  const db = c.get('deps').db;
  const cached = await c.get('cache').get(listKey(user.id), async () => {
    const rows = await db
      .select(listingColumnsForRead)
      .from(listings)
      .where(eq(listings.sellerId, user.id))
      .orderBy(desc(listings.createdAt), desc(listings.id));
    return rows.map(toListingJson);
  });
  return answerCached(c, cached!);
};

/** GET /listings/user/stats. */
export const stats: AppRouteHandler<typeof routes.stats> = async (c) =>
  c.json(await sellerStats(c.var.deps.db, c.var.user.id), 200);

/** GET /listings/{id}: its seller and admins may read it; to anyone else it does not exist. */
export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => {
  const user = c.get('user');
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Listing');
  const { db, env } = c.get('deps');
  const cached = await c.get('cache').get(listingKey(id), async () => {
    const row = await findListing(db, id);
    return row ? toListingJson(row) : null;
  });
  const seller = (cached?.data as Listing | undefined)?.seller;
  const mayRead = seller === user.id || isAdminPhone(user.phone, env.ADMIN_PHONES);
  if (!cached || !mayRead) throw notFound('Listing');
  return answerCached(c, cached);
};

function answerCached<E extends AppEnv>(c: AppContext<E>, cached: CachedBody): Response {
  const fixed = c.get('fixedHeaders');
  return cachedJson(c.req.header('if-none-match'), c.req.header('accept-encoding'), cached, fixed);
}

/**
 * POST /listings (Idempotency-Key aware) -> the created listing. A Draft-Id header publishes a draft:
 * it goes in the create's transaction, so a retry with the same key replays the answer and a
 * retry without one finds no draft left to remove.
 */
export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const user = c.var.user;
  const input = c.req.valid('json');
  const draftId = c.req.valid('header')['draft-id'];
  // The body as sent (jsonBody parsed it already): a retry must send the same one.
  const sent: unknown = await c.req.json();
  const consent = checkinConsentShown(sent);
  let draftFiles: string[] = [];
  const { body } = await runIdempotent(
    c,
    user.id,
    'POST /listings',
    draftId ? fingerprint(canonicalJson(sent), draftId) : fingerprint(canonicalJson(sent)),
    async (tx) => {
      const row = await createListingIn(tx, {
        env: c.var.deps.env,
        sellerId: user.id,
        listing: input,
        now: c.var.now(),
        ...(consent
          ? { checkinConsent: appCheckinConsent(consent, c.var.deps.env.MARKETPLACE_NAME) }
          : {}),
      });
      // Published from a chat draft: the draft goes in the same transaction.
      if (draftId && isValidId(draftId))
        draftFiles = (await removeDraft(tx, user.id, draftId)).files;
      return { status: 201, body: toListingJson(row) };
    },
  );
  await Promise.all(draftFiles.map((file) => c.var.files.remove(file)));
  // After the commit (a replayed request too: its alerts reach nobody twice).
  await afterListingCreated(listingDeps(c), {
    id: body._id,
    sellerId: user.id,
    confirmedAt: new Date(body.confirmedAt ?? body.createdAt),
  });
  return c.json(body, 201);
};

/**
 * The consent words the app showed with a first listing (`checkinConsent`, by id and language),
 * or undefined when it sent none (an app of before): 422 for any other value.
 */
function checkinConsentShown(sent: unknown): CheckinConsentShown | undefined {
  const given = isRecord(sent) ? sent.checkinConsent : undefined;
  if (given === undefined) return undefined;
  const parsed = checkinConsentShownSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = Object.entries(fieldErrorsOf(parsed.error)).map(([field, message]) =>
    field === '_' ? `checkinConsent: ${message}` : `checkinConsent.${field}: ${message}`,
  );
  throw unprocessable(problems.join('; '));
}

/** PATCH /listings/{id} with `{ _id, listing }`: its seller only; the type cannot change. */
export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  if (body._id !== undefined && body._id !== id) {
    throw httpError(400, 'The _id in the body does not match the address.');
  }
  const row = await updateListing(listingDeps(c), {
    sellerId: user.id,
    listingId: id,
    fields: body.listing ?? body,
    now: c.var.now(),
  });
  return c.json(toListingJson(row), 200);
};

/**
 * DELETE /listings/{id}: its seller only; its images and view records go with it (the evidence of
 * an open case, or of a held or hidden listing, stays for admins).
 */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  await removeListing(
    { ...listingDeps(c), files: c.var.files },
    { sellerId: c.var.user.id, listingId: id, now: c.var.now() },
  );
  return c.json({ _id: id, deleted: true as const }, 200);
};
