import { MantineProvider } from '@mantine/core';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { colorSchemeManager, theme } from '../ui/theme';
import { NotFound } from '../ui/not-found';
import { RouteError } from '../ui/error-fallback';
import { useHydrated } from '../ui/use-hydrated';

// Registers the service worker and offers updates; off the first paint's critical path.
const UpdatePrompt = lazy(() =>
  import('../sw-update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

function Root() {
  // Not part of a prerendered page: it joins once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      {/* One tree on every address: a screen is never unmounted and mounted again because
          the address changed around it (leaving /login after a link sign-in). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {hydrated ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </MantineProvider>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: () => <NotFound />,
  errorComponent: RouteError,
});
