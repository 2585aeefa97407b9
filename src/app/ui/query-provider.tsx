import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QUERY_GC_MS } from '@/domain/constants';

/**
 * Seller screens render from the device's store, so the query client serves only online views
 * (a listing not on the device, the admin dashboard). Spec section 9: refetch on mount, not on
 * focus; unused entries live 60 s. Loaded with the first screen that is not the landing page,
 * so a stranger's first visit does not download it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, gcTime: QUERY_GC_MS, staleTime: 0, retry: 1 },
  },
});

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
