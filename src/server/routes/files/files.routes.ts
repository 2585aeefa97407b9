/** The contract of /api/files: a seller's photo uploads, served publicly by id. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  deletedAnswers,
  errorsOf,
  jsonOf,
  noSecurity,
  sessionSecurity,
  storageFull,
} from '@/server/http/router';
import { FileUploadResponseSchema, idParams } from '@/server/http/schemas';
import { signedIn } from '@/server/http/session';

const tags = ['files'];
const binary = { type: 'string', format: 'binary' } as const;

export const upload = createRoute({
  method: 'post',
  path: '/files/upload',
  operationId: 'uploadFile',
  tags,
  summary: 'Upload a photo (JPEG, PNG or WebP, at most 10 MB)',
  description:
    'The image is checked by its bytes, stripped of EXIF (GPS included), scaled to 1920 px at ' +
    'most, and given a thumbnail. Idempotency-Key aware. At most 40 megapixels (413, read from ' +
    "the file's header before decoding); 4 uploads of one seller in progress at once (429); " +
    'decoding waits in a bounded queue (503 with Retry-After when it is full).',
  middleware: signedIn,
  security: sessionSecurity,
  request: {
    // A plain schema, not zod: the handler reads the multipart body itself, so its refusals
    // (415 for a wrong type, 413 for a large file) stay as they are.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: binary }, required: ['file'] },
        },
      },
    },
  },
  responses: {
    201: jsonOf(FileUploadResponseSchema, 'The id to put in a listing.'),
    ...errorsOf(400, 401, 409, 413, 415, 422, 429, 503),
    507: storageFull,
  },
});

export const serve = createRoute({
  method: 'get',
  path: '/files/{id}',
  operationId: 'getFile',
  tags,
  summary: 'A photo (public: WhatsApp fetches listing photos by this address)',
  description:
    'Public while its listing may be opened by buyers (or before it is on a listing), cached five ' +
    'minutes and then revalidated. A photo of a held or hidden listing answers only its seller ' +
    'and admins (`private, no-cache`); one of a suspended seller or kept as evidence of a ' +
    'deleted listing only admins. Anyone else: 404.',
  security: noSecurity,
  request: {
    params: idParams,
    query: z.object({
      thumbnail: z
        .string()
        .optional()
        .meta({ description: 'Any value but 0 or false: the thumbnail.' }),
      format: z.string().optional().meta({ description: '`jpeg`: the photo as JPEG.' }),
    }),
  },
  responses: {
    200: {
      description:
        'The image with an ETag: `public, max-age=300, must-revalidate`, or `private, no-cache` ' +
        'for its seller or an admin once it is not public.',
      content: {
        'image/jpeg': { schema: binary },
        'image/png': { schema: binary },
        'image/webp': { schema: binary },
      },
    },
    304: { description: 'Not modified: If-None-Match holds the current ETag.' },
    ...errorsOf(404, 503),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/files/{id}',
  operationId: 'deleteFile',
  tags,
  summary: 'Delete a photo you uploaded (a listing showing it stops showing it)',
  middleware: signedIn,
  security: sessionSecurity,
  request: { params: idParams },
  responses: deletedAnswers,
});
