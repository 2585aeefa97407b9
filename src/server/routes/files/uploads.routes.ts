/**
 * The contract of /api/files/uploads/{key}: a photo sent in slices, resumable after a drop (the
 * core of the tus protocol). The key is the one the app sends the photo under (its outbox item's
 * Idempotency-Key). The first slice begins the upload; each slice says where it starts
 * (Upload-Offset) and how long the photo is (Upload-Length); the last one makes the photo, as
 * POST /files/upload does. After a drop, GET (or HEAD) says how many bytes the server holds.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { uploadProgressSchema } from '@/domain';
import { errorSchema, errorsOf, jsonOf, sessionSecurity, storageFull } from '@/server/http/router';
import { signedIn } from '@/server/http/session';

const tags = ['files'];
const binary = { type: 'string', format: 'binary' } as const;

export const UploadProgressSchema = uploadProgressSchema.meta({ id: 'UploadProgress' });
export const UploadConflictSchema = errorSchema
  .extend({ offset: z.number().int().min(0) })
  .meta({ id: 'UploadConflict' });

const keyParams = z.object({
  key: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .meta({
      description:
        "The upload's key: the Idempotency-Key of the app's outbox item (1 to 255 visible ASCII characters).",
    }),
});

const progressHeaders = {
  'Upload-Offset': { description: 'The bytes the server holds.', schema: { type: 'integer' } },
  'Upload-Length': { description: "The photo's length in bytes.", schema: { type: 'integer' } },
} as const;

export const status = createRoute({
  method: 'get',
  path: '/files/uploads/{key}',
  operationId: 'getPhotoUpload',
  tags,
  summary: 'How much of a photo sent in slices the server holds (HEAD answers the same headers)',
  description:
    'After a drop, the next slice starts at `offset`. Once the last slice made the photo, `_id` ' +
    'names it (kept 48 hours).',
  middleware: signedIn,
  security: sessionSecurity,
  request: { params: keyParams },
  responses: {
    200: { ...jsonOf(UploadProgressSchema, 'Where the upload stands.'), headers: progressHeaders },
    ...errorsOf(401, 404, 422),
  },
});

export const slice = createRoute({
  method: 'patch',
  path: '/files/uploads/{key}',
  operationId: 'sendPhotoSlice',
  tags,
  summary: 'Send one slice of a photo (JPEG, PNG or WebP, at most 10 MB; a slice at most 1 MB)',
  description:
    'The slice must start where the bytes the server holds end (Upload-Offset), else 409 with ' +
    'the right offset. The first slice begins the upload (its bytes must start a JPEG, PNG or ' +
    'WebP image) and counts against the uploads one seller may have unfinished (16). A slice cut ' +
    'off by a drop is kept as far as it arrived. The last slice makes the photo exactly as POST ' +
    '/files/upload does (checked by its bytes, EXIF and GPS removed, at most 1920 px, the same ' +
    'per-seller limits) and answers 201 with its `_id`; repeating it answers the same.',
  middleware: signedIn,
  security: sessionSecurity,
  request: {
    params: keyParams,
    headers: z.object({
      'upload-offset': z
        .string()
        .regex(/^\d{1,9}$/)
        .meta({ description: 'Where this slice starts in the photo, in bytes.' }),
      'upload-length': z
        .string()
        .regex(/^\d{1,9}$/)
        .meta({ description: "The whole photo's length in bytes (the same on every slice)." }),
      'upload-name': z
        .string()
        .max(600)
        .optional()
        .meta({ description: "The photo's file name, URI-encoded (kept with the first slice)." }),
    }),
    body: {
      required: true,
      content: { 'application/offset+octet-stream': { schema: binary } },
    },
  },
  responses: {
    200: {
      ...jsonOf(UploadProgressSchema, 'The slice is kept; send the next from `offset`.'),
      headers: progressHeaders,
    },
    201: {
      ...jsonOf(UploadProgressSchema, 'The last slice: the photo is made; `_id` names it.'),
      headers: progressHeaders,
    },
    ...errorsOf(400, 401, 413, 415, 422, 429, 503),
    409: jsonOf(UploadConflictSchema, 'The slice does not start at `offset`: send from there.'),
    507: storageFull,
  },
});
