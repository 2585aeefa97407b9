import { createRouter } from '@/server/http/router';
import * as handlers from './admin.handlers';
import * as routes from './admin.routes';
import * as contactHandlers from './contacts.handlers';
import * as moderation from './moderation.handlers';
import * as moderationRoutes from './moderation.routes';

export function adminRouter() {
  return createRouter()
    .openapi(routes.stats, handlers.stats)
    .openapi(routes.allListings, handlers.allListings)
    .openapi(routes.topViewed, handlers.topViewed)
    .openapi(routes.views, handlers.views)
    .openapi(routes.sellers, handlers.sellers)
    .openapi(routes.contactList, contactHandlers.contactList)
    .openapi(routes.conversation, contactHandlers.conversation)
    .openapi(moderationRoutes.moderationQueue, moderation.moderationQueue)
    .openapi(moderationRoutes.moderateListing, moderation.moderateListing)
    .openapi(moderationRoutes.suspendSeller, moderation.suspendSeller)
    .openapi(moderationRoutes.restoreSeller, moderation.restoreSeller)
    .openapi(moderationRoutes.auditLog, moderation.auditLog);
}
