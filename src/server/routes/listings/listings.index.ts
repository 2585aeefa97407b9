import { createRouter } from '@/server/http/router';
import * as statusHandlers from './listing-status.handlers';
import * as statusRoutes from './listing-status.routes';
import * as handlers from './listings.handlers';
import * as routes from './listings.routes';

export function listingsRouter() {
  return (
    createRouter()
      .openapi(routes.list, handlers.list)
      .openapi(routes.create, handlers.create)
      // Before /listings/{id}, which would otherwise take 'user'.
      .openapi(routes.stats, handlers.stats)
      .openapi(routes.getOne, handlers.getOne)
      .openapi(routes.update, handlers.update)
      .openapi(routes.remove, handlers.remove)
      .openapi(statusRoutes.setStatus, statusHandlers.setStatus)
      .openapi(statusRoutes.confirm, statusHandlers.confirm)
      .openapi(statusRoutes.activity, statusHandlers.activity)
  );
}
