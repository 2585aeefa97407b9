import { createRouter } from '@/server/http/router';
import * as handlers from './drafts.handlers';
import * as routes from './drafts.routes';

export function draftsRouter() {
  return createRouter().openapi(routes.list, handlers.list).openapi(routes.remove, handlers.remove);
}
