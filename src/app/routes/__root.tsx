import { MantineProvider } from '@mantine/core';
import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { colorSchemeManager, theme } from '../ui/theme';
import { NotFound } from '../ui/not-found';
import { RouteError } from '../ui/error-fallback';

// The landing page needs no query cache; every other screen gets it, loaded on first use.
const QueryProvider = lazy(() => import('../ui/query-provider'));

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      {pathname === '/login' ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Suspense>
      )}
    </MantineProvider>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: () => <NotFound />,
  errorComponent: RouteError,
});
