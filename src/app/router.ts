import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { onUnauthorized, setTokenGetter } from '@/app/api/client';
// The suspension's record only: its screen is the sign-in screens' (their own chunk).
import { watchSuspension } from '@/app/features/account/suspension';
import { watchSignOuts } from '@/app/features/auth/sign-out';
import { watchSellerLanguage } from '@/app/features/settings/seller-language';
import { getToken, signOut } from '@/app/local/session';
import { routeTree } from './routeTree.gen';
import { RouteError } from '@/app/ui/error-fallback';
import { NotFound } from '@/app/ui/not-found';

let sessionWired = false;

/**
 * The API client sends the session's credential, and a 401 to a request made with the session
 * ends it (a refused link or code does not: client.ts). Only the credential is forgotten: drafts,
 * photos and queued changes stay on the device for when the same seller signs in again.
 */
function wireSession(): void {
  if (sessionWired) return;
  sessionWired = true;
  setTokenGetter(getToken);
  // First: a suspended seller's 401 is kept, so the screen after the sign-out says why.
  watchSuspension();
  onUnauthorized(() => signOut());
  // Sign-outs made offline reach the server when the connection returns.
  watchSignOuts();
  // The seller's language follows their sign-in and reaches their profile.
  watchSellerLanguage();
}

/** The app's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  wireSession();
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
