import { MantineProvider } from '@mantine/core';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/app/ui/theme';
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

function Root() {
  const signedIn = useSessionUser() !== null;
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* One tree on every address: a screen is never unmounted and mounted again because
          the address changed around it (leaving /login after a link sign-in). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <OfflineBar signedIn={signedIn} />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </MantineProvider>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteError,
});
