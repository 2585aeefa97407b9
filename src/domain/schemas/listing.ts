/** A listing and its price as the API returns them. */
import { z } from 'zod';
import { PRICE_TYPE_VALUES } from '@/domain/catalogue/options';
import { PAUSED_REASONS, statusOf } from '@/domain/listing-status';
import { listingStatusSchema } from './listing-status';
import { isoDate, withoutNulls } from './common';
import { listingModerationSchema, listingWarningSchema } from './moderation';

/** A price as stored and returned. */
export const priceSchema = z.preprocess(
  withoutNulls,
  z.object({
    type: z.enum(PRICE_TYPE_VALUES),
    amount: z.number().optional(),
    minAmount: z.number().optional(),
    maxAmount: z.number().optional(),
    frequency: z.string().optional(),
    description: z.string().optional(),
    isNegotiable: z.boolean().optional(),
  }),
);
export type Price = z.infer<typeof priceSchema>;

// ---------------------------------------------------------------------------------------------
// Listing as the API returns it

const listingObject = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.string(),
  subType: z.string().optional(),
  city: z.string().optional(),
  town: z.string().optional(),
  neighborhood: z.string().optional(),
  address: z.string().optional(),
  website: z.string().optional(),
  features: z.array(z.string()).default([]),
  images: z.array(z.string()).default([]),
  views: z.number().default(0),
  /** Absent (an older server) or unknown: the listing is active (a preprocess rather than
   *  .catch, which the API document cannot describe). */
  status: z.preprocess(statusOf, listingStatusSchema),
  /** Buyer chats counted through the listing's chat link. */
  leads: z.number().default(0),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
  /** When the seller last confirmed it is still on offer (created, edited, reactivated, or
   *  "Still available" in a check-in). Absent from an older server. */
  confirmedAt: isoDate.optional(),
  /** Set when the marketplace paused it, and why; absent when the seller paused it. */
  pausedReason: z.enum(PAUSED_REASONS).optional(),
  /** A check-in asked on WhatsApp and not answered yet: the seller may confirm from the app. */
  checkIn: z.object({ askedAt: isoDate }).optional(),
  price: priceSchema.optional(),
  realEstateDealType: z.string().optional(),
  accommodationType: z.string().optional(),
  vehicleBrand: z.string().optional(),
  modelYear: z.string().optional(),
  electronicBrand: z.string().optional(),
  serviceType: z.string().optional(),
  seller: z.string(),
  /** Only on the seller's own and the admin's answers: held for review or hidden, and why. */
  moderation: listingModerationSchema.optional(),
  /**
   * Only on the answer of the create or edit that wrote it: words an admin will look at, or an
   * ad the seller has on offer already (buyers see one of them).
   */
  warnings: z.array(listingWarningSchema).optional(),
});

/** A listing as the API returns it (lenient on values, so an old row still parses). */
export const listingSchema = z.preprocess(withoutNulls, listingObject);
export type Listing = z.infer<typeof listingSchema>;

/** An admin's listing row: a listing plus who sells it. */
export const adminListingSchema = z.preprocess(
  withoutNulls,
  listingObject.extend({
    sellerPhone: z.string().optional(),
    sellerName: z.string().optional(),
  }),
);
export type AdminListing = z.infer<typeof adminListingSchema>;
