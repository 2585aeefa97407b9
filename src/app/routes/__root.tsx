import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Fragment, Suspense, lazy, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n, useLingui } from '@/app/ui/i18n';
import { AppTheme } from '@/app/ui/app-theme';
import { NotFound } from '@/app/ui/not-found';
import { OfflineBar } from '@/app/ui/offline-bar';
import { useSessionUser } from '@/app/local/use-session';
import { RouteError } from '@/app/ui/error-fallback';

// A signed-in seller's 404 sits in the shell, with the nav to go on from; its code loads then.
const ShellNotFound = lazy(() => import('@/app/shell/shell-not-found'));

function NotFoundScreen() {
  const session = useSessionUser();
  if (!session) return <NotFound />;
  return (
    <Suspense fallback={null}>
      <ShellNotFound />
    </Suspense>
  );
}

// Registers the service worker and offers updates; off the first paint's critical path.
const UpdatePrompt = lazy(() =>
  import('@/app/sw-update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * Screens read their words from the active catalogue; a switch of language draws them again in
 * the new one (Settings is the only place it happens, so nothing typed is lost).
 */
function InLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

function Root() {
  const signedIn = useSessionUser() !== null;
  return (
    <I18nProvider i18n={i18n}>
      <InLanguage>
        <Screens signedIn={signedIn} />
      </InLanguage>
    </I18nProvider>
  );
}

function Screens({ signedIn }: { signedIn: boolean }) {
  return (
    <AppTheme>
      {/* One tree on every address: a screen is never unmounted and mounted again because
          the address changed around it (leaving /login after a link sign-in). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <OfflineBar signedIn={signedIn} />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppTheme>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteError,
});
