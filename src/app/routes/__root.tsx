import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { colorSchemeManager, theme } from '../ui/theme';
import { NotFound } from '../ui/not-found';
import { ErrorFallback } from '../ui/error-fallback';

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const { queryClient } = Route.useRouteContext();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Wraps the error and 404 screens in the theme too: they can render outside Root's providers. */
function Themed({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <NotFound />,
  errorComponent: (props) => (
    <Themed>
      <ErrorFallback {...props} />
    </Themed>
  ),
});
