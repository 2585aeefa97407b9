import { ProfileUpdateSchema } from '@/server/http/schemas';
import { createRouter } from '@/server/http/router';
import * as handlers from './users.handlers';
import * as routes from './users.routes';

export function usersRouter() {
  const router = createRouter()
    .openapi(routes.dashboard, handlers.dashboard)
    .openapi(routes.tokenAuth, handlers.tokenAuth)
    .openapi(routes.verifyCode, handlers.verifyCode)
    .openapi(routes.logout, handlers.logout)
    .openapi(routes.updateProfile, handlers.updateProfile)
    .openapi(routes.updateLanguage, handlers.updateLanguage);
  // The profile edit names these fields in its description; the document shows them.
  router.openAPIRegistry.register('ProfileUpdate', ProfileUpdateSchema);
  return router;
}
