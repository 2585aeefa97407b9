/** The contract of a listing's status and activity, for its seller. */
import { createRoute } from '@hono/zod-openapi';
import { listingActivitySchema, listingStatusUpdateSchema } from '@/domain';
import { errorsOf, jsonBodyOf, jsonOf } from '@/server/http/router';
import { idParams, ListingSchema } from '@/server/http/schemas';
import { editRefusals, sellers, sellersWithBody, tags } from './listings.routes';

export const setStatus = createRoute({
  method: 'post',
  path: '/listings/{id}/status',
  operationId: 'updateListingStatus',
  tags,
  summary: 'Set a listing active, paused or sold',
  description: 'Setting the status it already has succeeds too, so a retried request is harmless.',
  ...sellersWithBody,
  request: {
    params: idParams,
    body: jsonBodyOf(listingStatusUpdateSchema.meta({ id: 'ListingStatusUpdate' })),
  },
  responses: {
    200: jsonOf(ListingSchema, 'The listing with its new status.'),
    ...editRefusals,
  },
});

export const confirm = createRoute({
  method: 'post',
  path: '/listings/{id}/confirm',
  operationId: 'confirmListing',
  tags,
  summary: 'Confirm a listing is still available (answers its pending check-in)',
  description:
    'Renews the listing: its check-in is answered and the next one falls due CHECKIN_AFTER from now. Confirming again is harmless, so a retried request changes nothing more than the time.',
  ...sellers,
  request: { params: idParams },
  responses: {
    200: jsonOf(ListingSchema, 'The listing, confirmed now.'),
    ...errorsOf(401, 404),
  },
});

export const activity = createRoute({
  method: 'get',
  path: '/listings/{id}/activity',
  operationId: 'getListingActivity',
  tags,
  summary: 'Views and buyer chats of the last 7 days (its seller and administrators)',
  ...sellers,
  request: { params: idParams },
  responses: {
    200: jsonOf(listingActivitySchema.meta({ id: 'ListingActivity' }), 'Per day, oldest first.'),
    ...errorsOf(401, 404),
  },
});
