/**
 * Photos sent in slices (see uploads.routes.ts). Every slice lands in the database
 * (`files/upload-slices.ts`), so successive slices may reach different server processes; the last
 * one runs the photo pipeline POST /files/upload runs, and records the photo and the upload's end
 * in one transaction.
 */
import { IMAGE_LIMITS, MAX_UPLOAD_SLICE_BYTES } from '@/domain';
import type { AppContext, AppEnv, AppRouteHandler } from '@/server/deps';
import type { Db } from '@/server/db/client';
import type { PhotoUploadRow } from '@/server/db/schema-uploads';
import { sniffImage } from '@/server/files/sniff';
import {
  appendSlice,
  beginUpload,
  findUpload,
  finishUpload,
  keptBytes,
  OPEN_UPLOADS_PER_SELLER,
  TooManyOpenUploadsError,
} from '@/server/files/upload-slices';
import { httpError, HttpErrorWithBody, notFound, tooManyRequests } from '@/server/http/errors';
import { refuseOverHourlyLimit } from '@/server/listings/seller-limits';
import {
  admitPhoto,
  checkImage,
  prepareAndStore,
  recordPhoto,
  WRONG_TYPE,
  type PreparedPhoto,
} from './photo-pipeline';
import type * as routes from './uploads.routes';

const SLICE_TYPE = /^application\/offset\+octet-stream\b/i;
/** Enough of a file's first bytes to tell a JPEG, PNG or WebP image (see sniff.ts). */
const SNIFF_BYTES = 12;

type Progress = { offset: number; length: number; _id?: string };

function answer<E extends AppEnv, S extends 200 | 201>(
  c: AppContext<E>,
  progress: Progress,
  status: S,
) {
  c.header('Upload-Offset', String(progress.offset));
  c.header('Upload-Length', String(progress.length));
  return c.json(progress, status);
}

/** 409 naming where the next slice must start. */
function wrongOffset(expected: number, sent: number): HttpErrorWithBody {
  return new HttpErrorWithBody(409, {
    message: `This slice starts at byte ${sent}, but the server holds ${expected} bytes of the photo: send from byte ${expected}.`,
    offset: expected,
  });
}

const finishedAnswer = <E extends AppEnv>(c: AppContext<E>, upload: PhotoUploadRow) => {
  c.header('Idempotent-Replayed', 'true');
  return answer(c, { offset: upload.length, length: upload.length, _id: upload.fileId! }, 201);
};

/** GET (and HEAD) /files/uploads/{key}: how many bytes the server holds. */
export const status: AppRouteHandler<typeof routes.status> = async (c) => {
  const { key } = c.req.valid('param');
  const upload = await findUpload(c.var.deps.db, c.var.user.id, key);
  if (!upload) throw notFound('Upload');
  return answer(
    c,
    {
      offset: upload.received,
      length: upload.length,
      ...(upload.fileId ? { _id: upload.fileId } : {}),
    },
    200,
  );
};

/**
 * The slice's bytes, and whether the body was cut off before its end (the link dropped): what
 * arrived of a cut slice is still worth keeping.
 */
async function readSlice<E extends AppEnv>(
  c: AppContext<E>,
): Promise<{ bytes: Buffer; cut: boolean }> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  const body = c.req.raw.body;
  if (!body) return { bytes: Buffer.alloc(0), cut: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > MAX_UPLOAD_SLICE_BYTES) {
        await reader.cancel();
        throw httpError(413, `A slice may hold at most ${MAX_UPLOAD_SLICE_BYTES} bytes.`);
      }
    }
  } catch (error) {
    if (error instanceof Error && 'status' in error) throw error;
    return { bytes: Buffer.concat(chunks), cut: true };
  }
  const cut = Number.isFinite(declared) && size < declared;
  return { bytes: Buffer.concat(chunks), cut };
}

/** PATCH /files/uploads/{key}: one slice; the last one makes the photo. */
export const slice: AppRouteHandler<typeof routes.slice> = async (c) => {
  const user = c.var.user;
  const { key } = c.req.valid('param');
  const headers = c.req.valid('header');
  const offset = Number(headers['upload-offset']);
  const length = Number(headers['upload-length']);
  if (!SLICE_TYPE.test(c.req.header('content-type') ?? '')) {
    throw httpError(415, 'Send the slice as application/offset+octet-stream.');
  }
  if (length > IMAGE_LIMITS.maxBytes) {
    throw httpError(413, `The image is too large (at most ${IMAGE_LIMITS.maxBytes} bytes, 10 MB).`);
  }
  if (length === 0) throw httpError(415, WRONG_TYPE);
  const { db, env } = c.var.deps;
  const now = c.var.now();
  let upload = await findUpload(db, user.id, key);
  if (upload?.fileId) return finishedAnswer(c, upload);
  if (upload && upload.length !== length) {
    throw httpError(
      422,
      `This upload is ${upload.length} bytes long, not ${length}: Upload-Length must stay the same.`,
    );
  }
  // Before the body is read: a slice that cannot fit is refused at once, and its body is not
  // read (the connection closes), so a stale slice costs the client a round trip, not its bytes.
  const expected = upload?.received ?? 0;
  if (offset !== expected) {
    c.header('Connection', 'close');
    await c.req.raw.body?.cancel().catch(() => undefined);
    throw wrongOffset(expected, offset);
  }

  const { bytes, cut } = await readSlice(c);
  if (offset + bytes.length > length) {
    throw httpError(422, `The slice goes past the photo's end (Upload-Length ${length}).`);
  }
  if (!upload) {
    // The first bytes must begin an image, and a seller over the hourly limit sends no more.
    if (!cut || bytes.length >= SNIFF_BYTES) {
      if (!sniffImage(bytes)) throw httpError(415, WRONG_TYPE);
    }
    if (bytes.length === 0) throw httpError(400, 'The slice is empty.');
    await refuseOverHourlyLimit(db, env, user.id, 'upload', now);
    upload = await begin(c, key, length, headers['upload-name'], now);
    if (upload.fileId) return finishedAnswer(c, upload);
  }
  if (bytes.length === 0) throw httpError(400, 'The slice is empty.');
  if (cut || offset + bytes.length < length) {
    const next = await appendSlice(db, upload.id, offset, bytes, now);
    if (next === null) return conflict(c, user.id, key, offset);
    // Nobody hears the answer to a cut slice; what arrived is kept for the next one.
    if (cut) throw httpError(400, 'The slice was cut off; what arrived is kept.');
    return answer(c, { offset: next, length }, 200);
  }
  return lastSlice(c, upload, bytes, offset);
};

async function begin<E extends AppEnv>(
  c: AppContext<E>,
  key: string,
  length: number,
  encodedName: string | undefined,
  now: Date,
): Promise<PhotoUploadRow> {
  let name: string | null = null;
  if (encodedName) {
    try {
      name = decodeURIComponent(encodedName).slice(0, 200);
    } catch {
      throw httpError(400, 'Upload-Name must be URI-encoded.');
    }
  }
  try {
    return await beginUpload(c.var.deps.db, { ownerId: c.var.user!.id, key, length, name }, now);
  } catch (error) {
    if (!(error instanceof TooManyOpenUploadsError)) throw error;
    throw tooManyRequests(
      `You have ${OPEN_UPLOADS_PER_SELLER} photos half sent, the most at once. Please let them finish, then try again.`,
      60,
    );
  }
}

/** Another request moved the upload meanwhile: say where it stands now. */
async function conflict<E extends AppEnv>(
  c: AppContext<E>,
  userId: string,
  key: string,
  offset: number,
) {
  const now = await findUpload(c.var.deps.db, userId, key);
  if (!now) throw wrongOffset(0, offset);
  if (now.fileId) return finishedAnswer(c, now);
  throw wrongOffset(now.received, offset);
}

/** The last slice: the photo goes through the same pipeline as POST /files/upload. */
async function lastSlice<E extends AppEnv>(
  c: AppContext<E>,
  upload: PhotoUploadRow,
  last: Buffer,
  offset: number,
) {
  const user = c.var.user!;
  const { db } = c.var.deps;
  const now = c.var.now();
  const whole = Buffer.concat([await keptBytes(db, upload.id), last]);
  if (whole.length !== upload.length) return conflict(c, user.id, upload.key, offset);
  const release = admitPhoto(c, user.id);
  let photo: PreparedPhoto | null = null;
  try {
    const kind = await checkImage(whole);
    photo = await prepareAndStore(c, user.id, whole, kind, now);
    const made = photo;
    const finished = await db.transaction(async (tx: Db) => {
      if (!(await finishUpload(tx, upload.id, offset, made.id, now))) return false;
      await recordPhoto(tx, c, user.id, made, upload.name, now);
      return true;
    });
    if (!finished) {
      await c.var.files.remove(made.id);
      photo = null;
      return await conflict(c, user.id, upload.key, offset);
    }
    return answer(c, { offset: upload.length, length: upload.length, _id: made.id }, 201);
  } catch (error) {
    if (photo) await c.var.files.remove(photo.id);
    throw error;
  } finally {
    release();
  }
}
