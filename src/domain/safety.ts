/**
 * What a buyer is told at the moment of contact: one line of advice that fits the kind of
 * listing (bot-copy `safety`), the line every buyer reads (`safetyAlways`), and facts about the
 * seller the marketplace knows (`signals`). Pure: the bot and the public page both use it.
 */
import type { ListingType } from '@/domain/catalogue/listing-types';
import type { FeedbackCounts } from '@/domain/feedback';

export const SAFETY_KINDS = ['rental', 'vehicle', 'electronics', 'service', 'general'] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

/** Listing types where a buyer pays for work done: pay after it is done. */
const SERVICE_TYPES: readonly string[] = [
  'home_services',
  'repair_services',
  'services',
  'energy_services',
  'beauty_personal_care',
  'catering',
  'education',
  'car_rental',
] satisfies readonly ListingType[];

/** The advice that fits a listing: property and rooms, vehicles, electronics, services, or any. */
export function safetyKindOf(listing: { type: string }): SafetyKind {
  if (listing.type === 'real_estate' || listing.type === 'accommodation') return 'rental';
  if (listing.type === 'vehicle') return 'vehicle';
  if (listing.type === 'electronics') return 'electronics';
  if (SERVICE_TYPES.includes(listing.type)) return 'service';
  return 'general';
}

/** Facts about a seller, all kept by the marketplace: nothing claimed beyond them. */
export interface SellerSignals {
  /** When the seller's account was made (first wrote to the marketplace or was added). */
  since: Date;
  /** Their listings marked sold on the marketplace. */
  sold: number;
  /** The number buyers are sent to has written to the marketplace from WhatsApp. */
  contactConfirmed: boolean;
  /** Buyers' feedback (one per buyer): how many said good and not good; absent when unread. */
  feedback?: FeedbackCounts;
}
