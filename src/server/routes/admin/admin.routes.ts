/** The contract of /api/admin: administrators' views (phones in ADMIN_PHONES; 403 for others). */
import { createRoute, z } from '@hono/zod-openapi';
import { errors, errorsOf, jsonOf, sessionSecurity } from '@/server/http/router';
import {
  AdminContactSchema,
  AdminListingSchema,
  AdminSellerSchema,
  AdminStatsSchema,
  ConversationMessageSchema,
  idParams,
  ListingViewSchema,
} from '@/server/http/schemas';
import { adminOnly } from '@/server/http/session';

export const tags = ['admin'];
export const guarded = { middleware: adminOnly, security: sessionSecurity } as const;
export const refusals = errorsOf(400, 401, 403);

/**
 * Paging of admin lists. Read leniently here and checked by the handler (a wrong value is a 400
 * naming the parameter), so the document shows them without changing what is refused.
 */
export const pageQuery = z.object({
  limit: z.string().optional().meta({ description: 'Rows per page: 1 to 200 (default 50).' }),
  offset: z.string().optional().meta({ description: 'Rows to skip (default 0).' }),
  q: z.string().optional().meta({ description: 'Search text.' }),
  sort: z.string().optional().meta({ description: 'Column to sort by.' }),
  order: z.string().optional().meta({ description: 'asc or desc.' }),
});
export const paged = <S extends z.ZodType>(schema: S, what: string) =>
  jsonOf(z.array(schema), `${what}; the total matching rows in X-Total-Count.`);

export const stats = createRoute({
  method: 'get',
  path: '/admin/stats',
  operationId: 'getAdminStats',
  tags,
  summary: 'Totals and the last 7 days of views and buyer chats',
  ...guarded,
  responses: { 200: jsonOf(AdminStatsSchema, 'The numbers.'), ...refusals },
});

export const allListings = createRoute({
  method: 'get',
  path: '/admin/listings',
  operationId: 'listAllListings',
  tags,
  summary: 'A page of every listing, with its seller',
  ...guarded,
  request: { query: pageQuery },
  responses: { 200: paged(AdminListingSchema, 'The listings'), ...refusals },
});

export const topViewed = createRoute({
  method: 'get',
  path: '/admin/listings/top-viewed',
  operationId: 'listTopViewedListings',
  tags,
  summary: 'The ten most viewed listings',
  ...guarded,
  responses: { 200: jsonOf(z.array(AdminListingSchema), 'The listings.'), ...refusals },
});

export const views = createRoute({
  method: 'get',
  path: '/admin/listings/{id}/views',
  operationId: 'listListingViews',
  tags,
  summary: 'Who saw a listing through the bot, newest first',
  ...guarded,
  request: { params: idParams, query: pageQuery },
  responses: {
    200: paged(ListingViewSchema, 'The views'),
    ...refusals,
    404: errors[404],
  },
});

export const sellers = createRoute({
  method: 'get',
  path: '/admin/sellers',
  operationId: 'listSellers',
  tags,
  summary: 'A page of sellers with their listing counts',
  ...guarded,
  request: { query: pageQuery },
  responses: { 200: paged(AdminSellerSchema, 'The sellers'), ...refusals },
});

export const contactList = createRoute({
  method: 'get',
  path: '/admin/contacts',
  operationId: 'listContacts',
  tags,
  summary: 'A page of everyone who wrote to the bot',
  ...guarded,
  request: { query: pageQuery },
  responses: { 200: paged(AdminContactSchema, 'The contacts'), ...refusals },
});

export const conversation = createRoute({
  method: 'get',
  path: '/admin/contacts/{phoneNumber}/conversation',
  operationId: 'listConversationMessages',
  tags,
  summary: "A page of a contact's messages, oldest first",
  ...guarded,
  request: {
    params: z.object({
      phoneNumber: z.string().meta({ description: 'Phone digits, or a WhatsApp user id.' }),
    }),
    query: pageQuery,
  },
  responses: {
    200: paged(ConversationMessageSchema, 'The messages'),
    ...refusals,
    404: errors[404],
  },
});
