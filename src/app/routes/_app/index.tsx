import { createFileRoute } from '@tanstack/react-router';
import { LISTING_STATUSES, type ListingStatus } from '@/domain/listing-status';
import { MyListingsPage } from '@/app/features/listings/my-listings-page';

/** `?status=sold`: the status filter lives in the address, so Back from a listing keeps it. */
export interface MyListingsSearch {
  status?: ListingStatus;
}

export const Route = createFileRoute('/_app/')({
  component: MyListingsPage,
  validateSearch: (search: Record<string, unknown>): MyListingsSearch =>
    LISTING_STATUSES.includes(search.status as ListingStatus)
      ? { status: search.status as ListingStatus }
      : {},
});
