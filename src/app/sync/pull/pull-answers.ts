/**
 * The pull's answers (GET /users/dashboard, GET /listings and GET /drafts) checked at the boundary
 * with the domain's own answer shapes (src/domain/schemas/answers.ts) in zod's small build, which
 * keeps the full zod off the seller's first load: the pull runs at every start of the seller's
 * home. A wrong shape reads as null.
 */
import { safeParse } from 'zod/mini';
import type { Listing, StatsSummary, User } from '@/domain';
import {
  dashboardAnswer,
  listingAnswer,
  listingDraftsAnswer,
  listingsAnswer,
} from '@/domain/schemas/answers';
import type { ListingDraft } from '@/domain/schemas/listing-draft';

export interface DashboardAnswer {
  user: User;
  stats?: Partial<StatsSummary>;
}

const valueOf = <T>(result: { success: true; data: T } | { success: false }): T | null =>
  result.success ? result.data : null;

/** One listing as listingSchema reads it, or null when it is not one. */
export function listingOf(input: unknown): Listing | null {
  return valueOf(safeParse(listingAnswer, input));
}

/** GET /listings, or null when it is not a list of listings. */
export function listingsOf(input: unknown): Listing[] | null {
  return valueOf(safeParse(listingsAnswer, input));
}

/** GET /users/dashboard, or null when it is not one. Its stats may be partial; null is wrong. */
export function dashboardOf(input: unknown): DashboardAnswer | null {
  return valueOf(safeParse(dashboardAnswer, input));
}

/** GET /drafts (listingDraftSchema's checks), or null when it is not a list of drafts. */
export function chatDraftsOf(input: unknown): ListingDraft[] | null {
  return valueOf(safeParse(listingDraftsAnswer, input));
}
