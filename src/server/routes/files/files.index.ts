import { createRouter } from '@/server/http/router';
import * as handlers from './files.handlers';
import * as routes from './files.routes';
import * as uploadHandlers from './uploads.handlers';
import * as uploadRoutes from './uploads.routes';

export function filesRouter() {
  return createRouter()
    .openapi(routes.upload, handlers.upload)
    .openapi(uploadRoutes.status, uploadHandlers.status)
    .openapi(uploadRoutes.slice, uploadHandlers.slice)
    .openapi(routes.serve, handlers.serve)
    .openapi(routes.remove, handlers.remove);
}
