/** The admin answers' shapes come from the shared domain schemas, which the server also follows. */
export type {
  AdminContact,
  AdminListing,
  AdminSeller,
  AdminStats,
  ConversationMessage,
  ListingView,
} from '@/domain';
import type { AdminStats } from '@/domain';

export type DailyViews = AdminStats['dailyViews'][number];
