import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailPage } from '@/app/features/listings/listing-detail-page';
import QueryProvider from '@/app/ui/query-provider';
import { loadLaterMessages } from '@/app/ui/i18n/language';

/** The one seller screen that reads the server directly (a listing not on the device). */
function ListingDetailRoute() {
  return (
    <QueryProvider>
      <ListingDetailPage />
    </QueryProvider>
  );
}

export const Route = createFileRoute('/_app/listing/$id')({
  // The page's words are the catalogue's later part (catalogue-parts.ts).
  loader: () => loadLaterMessages(),
  component: ListingDetailRoute,
});
