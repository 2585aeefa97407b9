import { eq, sql } from 'drizzle-orm';
import { IMAGE_LIMITS } from '@/domain';
import { isAdminPhone } from '@/server/auth/users';
import { files, listings } from '@/server/db/schema';
import type { AppContext, AppEnv, AppRouteHandler } from '@/server/deps';
import type * as routes from './files.routes';
import { toJpeg } from '@/server/files/process';
import type { StoredFile } from '@/server/files/store';
import { httpError, notFound } from '@/server/http/errors';
import { fingerprint, runIdempotent } from '@/server/http/idempotency';
import { listingChanged } from '@/server/listings/fresh-reads';
import {
  admitPhoto,
  checkImage,
  decodeInQueue,
  prepareAndStore,
  recordPhoto,
  WRONG_TYPE,
  type PreparedPhoto,
} from './photo-pipeline';

export const MAX_UPLOAD_BYTES = IMAGE_LIMITS.maxBytes;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const TOO_BIG = `The image is too large (at most ${MAX_UPLOAD_BYTES} bytes, 10 MB).`;

async function readUpload<E extends AppEnv>(
  c: AppContext<E>,
): Promise<{ bytes: Buffer; name: string | null }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw httpError(415, 'Send the image as multipart/form-data in the field "file".');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw httpError(400, 'The upload could not be read as multipart/form-data.');
  }
  const file = form.file;
  if (!(file instanceof File)) throw httpError(400, 'Add the image in the field "file".');
  if (file.size > MAX_UPLOAD_BYTES) throw httpError(413, TOO_BIG);
  if (file.size === 0) throw httpError(415, WRONG_TYPE);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { bytes, name: file.name ? file.name.slice(0, 200) : null };
}

/** POST /files/upload (multipart, field `file`; Idempotency-Key aware) -> `{ _id }`. */
export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const user = c.var.user;
  // Before the body is read: one seller's burst never holds more than its share of the queue.
  const release = admitPhoto(c, user.id);
  try {
    return await uploadAdmitted(c, user);
  } finally {
    release();
  }
};

async function uploadAdmitted(
  c: Parameters<AppRouteHandler<typeof routes.upload>>[0],
  user: { id: string },
) {
  const { bytes, name } = await readUpload(c);
  const kind = await checkImage(bytes);
  let photo: PreparedPhoto | null = null;
  // Decoding, resizing and writing run outside the database transaction, and not for replays.
  const now = c.var.deps.now?.() ?? new Date();
  try {
    const { body } = await runIdempotent(
      c,
      user.id,
      'POST /files/upload',
      fingerprint(bytes),
      async (tx) => {
        if (!photo) throw new Error('The image was not processed');
        await recordPhoto(tx, c, user.id, photo, name, now);
        return { status: 201, body: { _id: photo.id } };
      },
      async () => {
        photo = await prepareAndStore(c, user.id, bytes, kind, now);
      },
    );
    return c.json(body, 201);
  } catch (error) {
    const stored = photo as PreparedPhoto | null;
    if (stored) await c.var.files.remove(stored.id);
    throw error;
  }
}

/**
 * Who may see a photo (the listing's state is read on every request, on every process: nothing
 * kept in memory serves a photo after its listing is taken down):
 * - `public`: a photo of a listing buyers may open, or not (yet) on a listing;
 * - `owner`: a photo of a held or hidden listing: its seller (who sees the listing and why) and
 *   admins;
 * - `admins`: a photo of a suspended seller, or one kept as evidence of a deleted listing.
 */
type Audience = 'public' | 'owner' | 'admins';

/**
 * Public photos may be kept by browsers and shared caches for five minutes and are asked again
 * (revalidated by ETag) after them: a photo whose listing is hidden, held or deleted, or
 * whose seller is suspended, stops reaching anyone within that time. The others are never stored
 * by a shared cache.
 */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=300, must-revalidate';
export const PRIVATE_PHOTO_CACHE = 'private, no-cache';

async function photoOf(c: AppContext, id: string) {
  const result = await c.var.deps.db.execute<{
    mime: string;
    etag: string;
    owner_id: string;
    audience: Audience;
  }>(
    sql`SELECT f.mime, f.etag, f.owner_id,
               CASE WHEN f.kept_for_listing IS NOT NULL OR u.suspended_at IS NOT NULL THEN 'admins'
                    WHEN l.moderation_state IS NOT NULL THEN 'owner'
                    ELSE 'public' END AS audience
          FROM files f
          JOIN users u ON u.id = f.owner_id
          LEFT JOIN listings l ON l.id = f.listing_id
         WHERE f.id = ${id}`,
  );
  return result.rows[0] ?? null;
}

function maySee(c: AppContext, photo: { owner_id: string; audience: Audience }): boolean {
  if (photo.audience === 'public') return true;
  const user = c.var.user;
  if (!user) return false;
  if (isAdminPhone(user.phone, c.var.deps.env.ADMIN_PHONES)) return true;
  return photo.audience === 'owner' && user.id === photo.owner_id;
}

/**
 * GET /files/{id}[?thumbnail=1 | ?format=jpeg]: public while its listing is offered (WhatsApp
 * fetches listing images by this address; `format=jpeg` is the JPEG variant of a WebP or PNG
 * upload); 404 to anyone else once its listing is held, hidden or deleted or its seller suspended.
 */
export const serve: AppRouteHandler<typeof routes.serve> = async (c) => {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw notFound('File');
  const row = await photoOf(c, id);
  if (!row || !maySee(c, row)) throw notFound('File');
  const thumbnailParam = c.req.query('thumbnail');
  const thumbnail =
    thumbnailParam !== undefined && thumbnailParam !== '0' && thumbnailParam !== 'false';
  const asJpeg = !thumbnail && c.req.query('format') === 'jpeg' && row.mime !== 'image/jpeg';
  const etag = thumbnail
    ? `${row.etag.slice(0, -1)}-t"`
    : asJpeg
      ? `${row.etag.slice(0, -1)}-j"`
      : row.etag;
  const headers = {
    'Cache-Control': row.audience === 'public' ? PUBLIC_PHOTO_CACHE : PRIVATE_PHOTO_CACHE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    // Who asks decides the answer once a photo is not public.
    ...(row.audience === 'public' ? {} : { Vary: 'Cookie, Authorization' }),
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  const stored = asJpeg
    ? await jpegVariant(c, id)
    : await c.var.files.get(id, thumbnail ? 'thumbnail' : 'original');
  if (!stored) throw notFound('File');
  // Streamed from the store: the bytes never sit whole in this process.
  return new Response(stored.body, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': thumbnail ? 'image/webp' : asJpeg ? 'image/jpeg' : row.mime,
      'Content-Length': String(stored.size),
    },
  });
};

/** DELETE /files/{id}: its uploader only; a listing showing it stops showing it. */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const user = c.var.user;
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw notFound('File');
  const { db } = c.var.deps;
  const [row] = await db.select().from(files).where(eq(files.id, id));
  // Another seller's file cannot be told apart from a missing one, nor can a photo kept as
  // evidence of a listing its seller deleted.
  if (!row || row.ownerId !== user.id || row.keptForListing !== null) throw notFound('File');
  await db.transaction(async (tx) => {
    if (row.listingId) {
      await tx
        .update(listings)
        .set({ images: sql`array_remove(${listings.images}, ${id})` })
        .where(eq(listings.id, row.listingId));
    }
    await tx.delete(files).where(eq(files.id, id));
  });
  if (row.listingId) listingChanged(db, user.id, row.listingId);
  await c.var.files.remove(id);
  return c.json({ _id: id, deleted: true as const }, 200);
};

/** The stored JPEG variant; for an image uploaded before variants existed, made from the original. */
async function jpegVariant(c: AppContext, id: string): Promise<StoredFile | null> {
  const variant = await c.var.files.get(id, 'whatsapp');
  if (variant) return variant;
  const original = await c.var.files.get(id, 'original');
  if (!original) return null;
  const bytes = Buffer.from(await new Response(original.body).arrayBuffer());
  const jpeg = await decodeInQueue(c.var.images, () => toJpeg(bytes));
  return { body: new Response(new Uint8Array(jpeg)).body!, size: jpeg.length };
}
