/**
 * The shapes of the API's answers a seller's device reads at every start (a listing, its price
 * and moderation, the seller, the dashboard's counts, a chat draft), written once in zod's
 * functional API, which its full build and its small build (zod/mini) both have. The domain's
 * schemas of the same names (listingSchema, userSchema, statsSummarySchema, listingDraftSchema...)
 * are these shapes built with the full zod (answer-schemas.ts), for the server, the API document
 * and every other read; the pull checks its answers with them built with zod/mini (below), which
 * keeps the full zod off the seller's first load.
 *
 * Null reads as absent (on a user, a listing and its price), unknown fields are dropped, lists,
 * counts and flags get their defaults, an unknown status reads as active.
 */
import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { PRICE_TYPE_VALUES } from '@/domain/catalogue/options';
import { LISTING_DRAFT_SOURCES } from '@/domain/listing-draft-values';
import { LISTING_STATUSES, PAUSED_REASONS, statusOf } from '@/domain/listing-status';
import { MODERATION_STATES } from './moderation-values';
import { withoutNulls } from './without-nulls';

/** The functions of zod that the shapes are written with: the same in zod and zod/mini. */
export type ZodFunctions = Pick<
  typeof z,
  | 'string'
  | 'number'
  | 'boolean'
  | 'unknown'
  | 'enum'
  | 'array'
  | 'object'
  | 'record'
  | 'optional'
  | '_default'
  | 'pipe'
  | 'transform'
  | 'minLength'
>;

/** Every answer shape, built with the zod given (its full build or zod/mini). */
export function answerShapes(z: ZodFunctions) {
  /** A date as the API writes it (ISO text); at least one character. */
  const isoDate = z.string().check(z.minLength(1));
  /** Null values read as absent before `schema` reads the object. */
  const lenient = <T extends ZodMiniType>(schema: T) => z.pipe(z.transform(withoutNulls), schema);

  const price = {
    type: z.enum(PRICE_TYPE_VALUES),
    amount: z.optional(z.number()),
    minAmount: z.optional(z.number()),
    maxAmount: z.optional(z.number()),
    frequency: z.optional(z.string()),
    description: z.optional(z.string()),
    isNegotiable: z.optional(z.boolean()),
  };
  const priceSchema = lenient(z.object(price));

  const moderation = {
    state: z.enum(MODERATION_STATES),
    /** Shown to the seller as it is. */
    reason: z.string(),
    at: z.optional(isoDate),
  };
  const moderationSchema = lenient(z.object(moderation));

  const listing = {
    _id: z.string(),
    title: z.string(),
    description: z.optional(z.string()),
    type: z.string(),
    subType: z.optional(z.string()),
    city: z.optional(z.string()),
    town: z.optional(z.string()),
    neighborhood: z.optional(z.string()),
    address: z.optional(z.string()),
    website: z.optional(z.string()),
    features: z._default(z.array(z.string()), []),
    images: z._default(z.array(z.string()), []),
    views: z._default(z.number(), 0),
    /** Absent (an older server) or unknown: the listing is active (a preprocess rather than a
     *  catch, which the API document cannot describe). */
    status: z.pipe(
      z.transform(statusOf),
      z.enum(LISTING_STATUSES, {
        error: `Status must be one of: ${LISTING_STATUSES.join(', ')}.`,
      }),
    ),
    /** Buyer chats counted through the listing's chat link. */
    leads: z._default(z.number(), 0),
    createdAt: isoDate,
    updatedAt: z.optional(isoDate),
    /** When the seller last confirmed it is still on offer (created, edited, reactivated, or
     *  "Still available" in a check-in). Absent from an older server. */
    confirmedAt: z.optional(isoDate),
    /** Set when the marketplace paused it, and why; absent when the seller paused it. */
    pausedReason: z.optional(z.enum(PAUSED_REASONS)),
    /** A check-in asked on WhatsApp and not answered yet: the seller may confirm from the app. */
    checkIn: z.optional(z.object({ askedAt: isoDate })),
    price: z.optional(priceSchema),
    realEstateDealType: z.optional(z.string()),
    accommodationType: z.optional(z.string()),
    vehicleBrand: z.optional(z.string()),
    modelYear: z.optional(z.string()),
    electronicBrand: z.optional(z.string()),
    serviceType: z.optional(z.string()),
    seller: z.string(),
    /** Only on the seller's own and the admin's answers: held for review or hidden, and why. */
    moderation: z.optional(moderationSchema),
  };

  const user = {
    _id: z.string(),
    phone: z.string(),
    displayName: z.optional(z.string()),
    contactNumber: z.optional(z.string()),
    city: z.optional(z.string()),
    address: z.optional(z.string()),
    website: z.optional(z.string()),
    createdAt: z.optional(isoDate),
    isAdmin: z._default(z.boolean(), false),
  };

  const statsSummary = {
    totalListings: z.number(),
    totalViews: z.number(),
    /** Listings with status active. */
    activeListings: z.optional(z.number()),
    /** Buyer chats over all the seller's listings. */
    totalLeads: z.optional(z.number()),
  };

  const listingDraft = {
    id: z.string(),
    source: z.enum(LISTING_DRAFT_SOURCES),
    /** What is known so far (a partial listing input); checked in full when published. */
    fields: z.record(z.string(), z.unknown()),
    /** Stored photo ids, processed as uploads from the app (at most 4). */
    images: z.array(z.string()),
    createdAt: isoDate,
    updatedAt: isoDate,
  };

  return { lenient, price, moderation, listing, user, statsSummary, listingDraft };
}

// Each function named, never the whole namespace: what the shapes do not use is left out.
const small = answerShapes({
  string: z.string,
  number: z.number,
  boolean: z.boolean,
  unknown: z.unknown,
  enum: z.enum,
  array: z.array,
  object: z.object,
  record: z.record,
  optional: z.optional,
  _default: z._default,
  pipe: z.pipe,
  transform: z.transform,
  minLength: z.minLength,
});

/** One listing (GET /listings/{id}). */
export const listingAnswer = small.lenient(z.object(small.listing));

/** GET /users/dashboard: the seller, and counts that may be partial. */
export const dashboardAnswer = z.object({
  user: small.lenient(z.object(small.user)),
  stats: z.optional(z.partial(z.object(small.statsSummary))),
});

/** GET /listings. */
export const listingsAnswer = z.array(listingAnswer);

/** GET /drafts. */
export const listingDraftsAnswer = z.array(z.object(small.listingDraft));
