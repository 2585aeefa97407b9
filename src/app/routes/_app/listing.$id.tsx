import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailPage } from '../../features/listings/listing-detail-page';

export const Route = createFileRoute('/_app/listing/$id')({ component: ListingDetailPage });
