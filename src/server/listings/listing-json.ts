import type { Listing, ListingCreate } from '@/domain';
import type { ListingWarning, ScreeningWarning } from '@/domain/schemas/moderation';
import { statusOf } from '@/domain/listing-status';
import type { ListingRow } from '@/server/db/schema';
import { listings } from '@/server/db/schema';

/**
 * The API's listing: the domain's Listing, the type the app parses answers with and stores, so
 * the two cannot drift apart.
 */
export type ListingJson = Listing;

const OPTIONAL_TEXT = [
  'subType',
  'city',
  'town',
  'neighborhood',
  'address',
  'website',
  'realEstateDealType',
  'accommodationType',
  'vehicleBrand',
  'modelYear',
  'electronicBrand',
  'serviceType',
] as const;

/**
 * A listing just written, with what its screening has to tell the seller (on the answer of that
 * create or edit only).
 */
export type ScreenedRow = Omit<ListingRow, 'search'> & {
  warnings?: ListingWarning[];
  /** Held for a scam pattern: which (the API's answer says it in `moderation.reason`). */
  heldFor?: ScreeningWarning;
};

/** The API's listing shape: absent fields are left out rather than sent as null. */
export function toListingJson(row: ScreenedRow): ListingJson {
  const json: ListingJson = {
    _id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    features: row.features,
    images: row.images,
    views: row.views,
    status: statusOf(row.status),
    leads: row.leads,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    seller: row.sellerId,
  };
  for (const key of OPTIONAL_TEXT) {
    const value = row[key];
    if (value !== null && value !== undefined) json[key] = value;
  }
  if (row.price) json.price = row.price;
  if (row.pausedReason && row.status === 'paused') json.pausedReason = row.pausedReason;
  // Asked on WhatsApp and not confirmed since: the app offers "Still available? Confirm".
  if (row.status === 'active' && row.checkinAskedAt && row.checkinAskedAt > row.confirmedAt) {
    json.checkIn = { askedAt: row.checkinAskedAt.toISOString() };
  }
  // Held or hidden: the seller's own answers say so, with the reason (and its code, when the
  // marketplace wrote it, for the app to say it in the seller's language).
  if (row.moderationState) {
    json.moderation = {
      state: row.moderationState,
      reason: row.moderationReason ?? '',
      ...(row.moderationReasonCode ? { code: row.moderationReasonCode } : {}),
      ...(row.moderationReasonCode && row.moderationReasonParams
        ? { params: row.moderationReasonParams }
        : {}),
      ...(row.moderationAt ? { at: row.moderationAt.toISOString() } : {}),
    };
  }
  if (row.warnings && row.warnings.length > 0) json.warnings = row.warnings;
  return json;
}

/** Every editable column from a validated listing; what the input lacks is cleared. */
export function listingColumns(input: ListingCreate) {
  return {
    type: input.type,
    subType: input.subType ?? null,
    title: input.title,
    description: input.description,
    city: input.city ?? null,
    town: input.town ?? null,
    neighborhood: input.neighborhood ?? null,
    address: input.address ?? null,
    website: input.website ?? null,
    features: input.features ?? [],
    images: input.images ?? [],
    price: input.price ?? null,
    realEstateDealType: input.realEstateDealType ?? null,
    accommodationType: input.accommodationType ?? null,
    vehicleBrand: input.vehicleBrand ?? null,
    modelYear: input.modelYear ?? null,
    electronicBrand: input.electronicBrand ?? null,
    serviceType: input.serviceType ?? null,
  } satisfies Partial<typeof listings.$inferInsert>;
}

/** Selects every column but the search vector, which the API never returns. */
export const listingColumnsForRead = {
  id: listings.id,
  sellerId: listings.sellerId,
  type: listings.type,
  subType: listings.subType,
  title: listings.title,
  description: listings.description,
  city: listings.city,
  town: listings.town,
  neighborhood: listings.neighborhood,
  address: listings.address,
  website: listings.website,
  features: listings.features,
  images: listings.images,
  price: listings.price,
  realEstateDealType: listings.realEstateDealType,
  accommodationType: listings.accommodationType,
  vehicleBrand: listings.vehicleBrand,
  modelYear: listings.modelYear,
  electronicBrand: listings.electronicBrand,
  serviceType: listings.serviceType,
  views: listings.views,
  status: listings.status,
  leads: listings.leads,
  moderationState: listings.moderationState,
  moderationReason: listings.moderationReason,
  moderationReasonCode: listings.moderationReasonCode,
  moderationReasonParams: listings.moderationReasonParams,
  moderationAt: listings.moderationAt,
  confirmedAt: listings.confirmedAt,
  pausedReason: listings.pausedReason,
  checkinAskedAt: listings.checkinAskedAt,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};
export type ListingReadRow = Omit<ListingRow, 'search'>;
