import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { QUERY_GC_MS } from '../domain/constants';
import { routeTree } from './routeTree.gen';

/**
 * Data for seller screens comes from the device's store, so the query client serves only online
 * views (sign-in, a listing not on the device, admin). Spec section 9: refetch on mount, not on
 * focus; unused entries live 60 s.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, gcTime: QUERY_GC_MS, staleTime: 0, retry: 1 },
    },
  });
}

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient = createQueryClient(), history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
