import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QUERY_GC_MS } from '@/domain/constants';

/**
 * Seller screens render from the device's store, so the query client serves only online views
 * (a listing not on the device, the admin dashboard). Spec section 9: refetch on mount, not on
 * focus; unused entries live 60 s. Only the screens that read the server (listing detail, admin)
 * load it, so neither the landing nor the seller's home downloads it; the one client keeps its
 * cache from one of them to the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, gcTime: QUERY_GC_MS, staleTime: 0, retry: 1 },
  },
});

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
