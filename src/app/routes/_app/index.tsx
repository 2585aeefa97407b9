import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '../../features/listings/my-listings-page';

export const Route = createFileRoute('/_app/')({ component: MyListingsPage });
