/** The contract of /api/listings: a seller's own listings. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  deletedAnswers,
  errors,
  errorsOf,
  jsonBodyOf,
  jsonOf,
  sessionSecurity,
} from '@/server/http/router';
import {
  bodyIdField,
  idParams,
  isRecord,
  ListingInputSchema,
  ListingSchema,
  StatsSummarySchema,
} from '@/server/http/schemas';
import { signedIn } from '@/server/http/session';
import { jsonBody } from '@/server/http/validate';

export const tags = ['listings'];
/** The seller's own routes: signed in, by the session cookie. */
export const sellers = { middleware: signedIn, security: sessionSecurity } as const;
/** The same, with a JSON body (checked as JSON before the route's schema reads it). */
const signedInWithBody: [typeof signedIn, typeof jsonBody] = [signedIn, jsonBody];
export const sellersWithBody = { middleware: signedInWithBody, security: sessionSecurity } as const;
/** What an edit of one listing can be refused with. */
export const editRefusals = errorsOf(400, 401, 404, 415, 422);
const notModified = { description: 'Not modified: If-None-Match holds the current ETag.' };
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().meta({
    description:
      'Retrying with the same key and body answers the first result again and creates nothing.',
  }),
});

export const list = createRoute({
  method: 'get',
  path: '/listings',
  operationId: 'listListings',
  tags,
  summary: "The seller's listings, newest first",
  ...sellers,
  responses: {
    200: jsonOf(z.array(ListingSchema), 'The listings, with an ETag.'),
    304: notModified,
    401: errors[401],
  },
});

const createHeaders = idempotencyHeaders.extend({
  'draft-id': z
    .string()
    .optional()
    .meta({
      description:
        'The draft (GET /drafts) this listing publishes: it is removed in the same transaction as ' +
        'the create, with its photos the listing does not show. A draft that is gone already (or ' +
        "another seller's) changes nothing: the listing is created all the same.",
    }),
});

export const create = createRoute({
  method: 'post',
  path: '/listings',
  operationId: 'createListing',
  tags,
  summary: 'Create a listing',
  ...sellersWithBody,
  request: { headers: createHeaders, body: jsonBodyOf(ListingInputSchema) },
  responses: {
    201: jsonOf(ListingSchema, 'The created listing.'),
    ...errorsOf(400, 401, 409, 415, 422),
    429: {
      ...errors[429],
      description:
        "Over the seller's limits (new listings per hour, live listings); Retry-After says when.",
    },
  },
});

export const stats = createRoute({
  method: 'get',
  path: '/listings/user/stats',
  operationId: 'getListingStats',
  tags,
  summary: "The seller's listing and view totals",
  ...sellers,
  responses: { 200: jsonOf(StatsSummarySchema, 'The totals.'), 401: errors[401] },
});

export const getOne = createRoute({
  method: 'get',
  path: '/listings/{id}',
  operationId: 'getListing',
  tags,
  summary: 'One listing (its seller and administrators only)',
  ...sellers,
  request: { params: idParams },
  responses: {
    200: jsonOf(ListingSchema, 'The listing, with an ETag.'),
    304: notModified,
    ...errorsOf(401, 404),
  },
});

/**
 * The edit body: the listing's fields under `listing` (or flat). Only its outline is checked
 * here, leniently (what does not fit reads as absent): the fields are validated with the rules
 * of the stored type once the listing is found and known to be yours, so a stranger learns
 * nothing from the validation.
 */
const ListingEditSchema = z
  .preprocess(
    (value) => (isRecord(value) ? value : {}),
    z
      .object({
        _id: bodyIdField,
        listing: z
          .preprocess((v) => (isRecord(v) ? v : {}), z.record(z.string(), z.unknown()))
          .optional()
          .meta({ description: 'Every editable field, as ListingInput; one left out is cleared.' }),
      })
      .catchall(z.unknown()),
  )
  .meta({ id: 'ListingEdit' });

export const update = createRoute({
  method: 'patch',
  path: '/listings/{id}',
  operationId: 'updateListing',
  tags,
  summary: 'Replace the editable fields of a listing (the type cannot change)',
  ...sellersWithBody,
  request: { params: idParams, body: jsonBodyOf(ListingEditSchema) },
  responses: {
    200: jsonOf(ListingSchema, 'The listing as stored now.'),
    ...editRefusals,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/listings/{id}',
  operationId: 'deleteListing',
  tags,
  summary: 'Delete a listing, its images and its view records',
  ...sellers,
  request: { params: idParams },
  responses: deletedAnswers,
});
