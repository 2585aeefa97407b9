import { createRouter } from '@/server/http/router';
import * as handlers from './files.handlers';
import * as routes from './files.routes';

export function filesRouter() {
  return createRouter()
    .openapi(routes.upload, handlers.upload)
    .openapi(routes.serve, handlers.serve)
    .openapi(routes.remove, handlers.remove);
}
