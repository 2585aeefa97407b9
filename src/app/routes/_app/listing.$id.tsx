import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailPage } from '@/app/features/listings/listing-detail-page';
import QueryProvider from '@/app/ui/query-provider';

/** The one seller screen that reads the server directly (a listing not on the device). */
function ListingDetailRoute() {
  return (
    <QueryProvider>
      <ListingDetailPage />
    </QueryProvider>
  );
}

export const Route = createFileRoute('/_app/listing/$id')({ component: ListingDetailRoute });
