/** The contract of the admins' moderation: the queue of open cases, decisions, the audit log. */
import { createRoute, z } from '@hono/zod-openapi';
import { errors, errorsOf, jsonBodyOf, jsonOf } from '@/server/http/router';
import {
  AdminSellerSchema,
  AuditEntrySchema,
  idParams,
  ListingSchema,
  ModerationActionSchema,
  ModerationCaseSchema,
  SuspensionInputSchema,
} from '@/server/http/schemas';
import { adminOnly } from '@/server/http/session';
import { sessionSecurity } from '@/server/http/router';
import { jsonBody } from '@/server/http/validate';
import { guarded, pageQuery, paged, refusals, tags } from './admin.routes';

const bodyRefusals = { ...refusals, ...errorsOf(404, 415, 422) };

export const moderationQueue = createRoute({
  method: 'get',
  path: '/admin/moderation',
  operationId: 'listModerationCases',
  tags,
  summary: 'A page of open moderation cases, most reported and newest first',
  description:
    'Reported or flagged listings, and appeals against suspensions. `sort`: reportCount ' +
    '(default), openedAt or updatedAt.',
  ...guarded,
  request: { query: pageQuery },
  responses: { 200: paged(ModerationCaseSchema, 'The open cases'), ...refusals },
});

export const moderateListing = createRoute({
  method: 'post',
  path: '/admin/listings/{id}/moderation',
  operationId: 'moderateListing',
  tags,
  summary: 'Hide a listing, approve it, or dismiss its case (with a reason)',
  description:
    'hide: not offered to buyers, its page answers 404, the seller sees the reason. approve: out ' +
    'of review (or back from hidden). dismiss: the case closes, the listing stays up, and the ' +
    'same reports never reopen it. Each closes the open case and is written to the audit log. ' +
    'On a listing its seller deleted while its case was open (the queue carries ' +
    '`deletedListing`), the case closes (204): a hide keeps its words and photos from coming ' +
    'back under another id without a review, approve and dismiss let them.',
  middleware: [adminOnly, jsonBody] as const,
  security: sessionSecurity,
  request: { params: idParams, body: jsonBodyOf(ModerationActionSchema) },
  responses: {
    200: jsonOf(ListingSchema, 'The listing as it is now.'),
    204: { description: 'The listing was deleted by its seller: its case is closed.' },
    ...bodyRefusals,
    409: {
      description: 'Nothing to decide (no open case to dismiss, nothing to approve).',
      content: errors[409].content,
    },
  },
});

const sellerParams = z.object({
  userId: z.string().meta({ description: "The seller's id." }),
});

export const suspendSeller = createRoute({
  method: 'post',
  path: '/admin/sellers/{userId}/suspension',
  operationId: 'suspendSeller',
  tags,
  summary: 'Suspend a seller (with a reason)',
  description:
    'Their sessions end at once on every server, no sign-in is issued, none of their listings is ' +
    'offered to buyers. Suspending again changes the reason and closes an open appeal.',
  middleware: [adminOnly, jsonBody] as const,
  security: sessionSecurity,
  request: { params: sellerParams, body: jsonBodyOf(SuspensionInputSchema) },
  responses: {
    200: jsonOf(AdminSellerSchema, 'The seller, suspended.'),
    ...bodyRefusals,
    409: { description: 'An administrator cannot be suspended.', content: errors[409].content },
  },
});

export const restoreSeller = createRoute({
  method: 'delete',
  path: '/admin/sellers/{userId}/suspension',
  operationId: 'restoreSeller',
  tags,
  summary: 'Restore a suspended seller (with a reason)',
  description:
    'Their listings are offered again, except those hidden one by one. They sign in again.',
  middleware: [adminOnly, jsonBody] as const,
  security: sessionSecurity,
  request: { params: sellerParams, body: jsonBodyOf(SuspensionInputSchema) },
  responses: {
    200: jsonOf(AdminSellerSchema, 'The seller, restored.'),
    ...bodyRefusals,
    409: { description: 'The seller is not suspended.', content: errors[409].content },
  },
});

export const auditLog = createRoute({
  method: 'get',
  path: '/admin/audit',
  operationId: 'listAuditEntries',
  tags,
  summary: 'A page of the audit log, newest first',
  ...guarded,
  request: {
    query: pageQuery.extend({
      listingId: z.string().optional().meta({ description: 'Only entries about this listing.' }),
      sellerId: z.string().optional().meta({ description: 'Only entries about this seller.' }),
    }),
  },
  responses: { 200: paged(AuditEntrySchema, 'The entries'), ...refusals },
});
