import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { onUnauthorized } from './api/client';
import { watchSuspension } from './features/account';
import { watchSignOuts } from './features/auth/sign-out';
import { signOut } from './local/session';
import { routeTree } from './routeTree.gen';
import { RouteError } from './ui/error-fallback';
import { NotFound } from './ui/not-found';

let watchingUnauthorized = false;

/**
 * A 401 to a request made with the session ends it (a refused link or code does not: client.ts).
 * Only the credential is forgotten: drafts, photos and queued changes
 * stay on the device for when the same seller signs in again.
 */
function endSessionOnUnauthorized(): void {
  if (watchingUnauthorized) return;
  watchingUnauthorized = true;
  // First: a suspended seller's 401 is kept, so the screen after the sign-out says why.
  watchSuspension();
  onUnauthorized(() => signOut());
  // Sign-outs made offline reach the server when the connection returns.
  watchSignOuts();
}

/** The app's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  endSessionOnUnauthorized();
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Every route, not only the root, fails into the spec's screens.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
