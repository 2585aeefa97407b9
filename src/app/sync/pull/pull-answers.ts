/**
 * The pull's answers (GET /users/dashboard, GET /listings and GET /drafts) checked at the boundary by
 * hand. The checks are those of the domain's zod schemas (userSchema, statsSummarySchema,
 * listingSchema), and a test holds the two to the same verdict and the same value on every case:
 * the pull runs at every start of the seller's home, and zod would otherwise weigh on each first
 * load. Everything else the device receives is still checked with the schemas themselves.
 *
 * Like the schemas: null reads as absent (on a user, a listing and its price), unknown fields are
 * dropped, lists, counts and flags get their defaults, an unknown status reads as active.
 */
import type { Listing, ListingModeration, Price, StatsSummary, User } from '@/domain';
import type { ListingDraft } from '@/domain/schemas/listing-draft';
import { MODERATION_STATES } from '@/domain/schemas/moderation-values';
import { PRICE_TYPE_VALUES } from '@/domain/catalogue/options';
import { PAUSED_REASONS, statusOf } from '@/domain/listing-status';

type Obj = Record<string, unknown>;

export interface DashboardAnswer {
  user: User;
  stats?: Partial<StatsSummary>;
}

const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops null values (at this level and in a nested price) so they read as absent. */
function withoutNulls(value: unknown): unknown {
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null) continue;
    out[key] = key === 'price' ? withoutNulls(field) : field;
  }
  return out;
}

/**
 * Reads the fields of one object; a field of the wrong type marks the whole object wrong (`ok`)
 * and reads as a placeholder, so each shape below is written once as an object literal.
 */
class Fields {
  ok = true;
  constructor(private readonly value: Obj) {}

  private wrong<T>(placeholder: T): T {
    this.ok = false;
    return placeholder;
  }

  string(key: string): string {
    const field = this.value[key];
    return typeof field === 'string' ? field : this.wrong('');
  }

  /** A string of at least one character (the dates). */
  text(key: string): string {
    const field = this.string(key);
    return field.length > 0 ? field : this.wrong(field);
  }

  optionalString(key: string): string | undefined {
    return this.value[key] === undefined ? undefined : this.string(key);
  }

  optionalText(key: string): string | undefined {
    return this.value[key] === undefined ? undefined : this.text(key);
  }

  optionalNumber(key: string): number | undefined {
    const field = this.value[key];
    if (field === undefined) return undefined;
    return typeof field === 'number' && Number.isFinite(field) ? field : this.wrong(0);
  }

  optionalBoolean(key: string): boolean | undefined {
    const field = this.value[key];
    if (field === undefined) return undefined;
    return typeof field === 'boolean' ? field : this.wrong(false);
  }

  /** An object (not a list) of any values, copied, or absent. */
  optionalRecord(key: string): Obj | undefined {
    const field = this.value[key];
    if (field === undefined) return undefined;
    return isObj(field) ? { ...field } : this.wrong({});
  }

  /** A list of strings that must be there. */
  strings(key: string): string[] {
    return this.optionalStrings(key) ?? this.wrong([]);
  }

  optionalStrings(key: string): string[] | undefined {
    const field = this.value[key];
    if (field === undefined) return undefined;
    return Array.isArray(field) && field.every((item) => typeof item === 'string')
      ? [...field]
      : this.wrong([]);
  }
}

/** Copies the defined values only: an absent optional field stays absent, as zod leaves it. */
function defined<T extends object>(value: T): T {
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) Reflect.deleteProperty(value, key);
  }
  return value;
}

const PRICE_TYPES: readonly unknown[] = PRICE_TYPE_VALUES;
const isPriceType = (value: unknown): value is Price['type'] => PRICE_TYPES.includes(value);

function priceOf(input: unknown): Price | null {
  if (!isObj(input) || !isPriceType(input.type)) return null;
  const read = new Fields(input);
  const price = defined<Price>({
    type: input.type,
    amount: read.optionalNumber('amount'),
    minAmount: read.optionalNumber('minAmount'),
    maxAmount: read.optionalNumber('maxAmount'),
    frequency: read.optionalString('frequency'),
    description: read.optionalString('description'),
    isNegotiable: read.optionalBoolean('isNegotiable'),
  });
  return read.ok ? price : null;
}

const STATES: readonly unknown[] = MODERATION_STATES;

const REASONS: readonly unknown[] = PAUSED_REASONS;

/** A pending check-in (`{ askedAt }`), or null when wrong. */
function checkInOf(input: unknown): Listing['checkIn'] | null {
  if (!isObj(input)) return null;
  const read = new Fields(input);
  const checkIn = { askedAt: read.text('askedAt') };
  return read.ok ? checkIn : null;
}

/** A held or hidden listing's state and reason (listingModerationSchema), or null when wrong. */
function moderationOf(input: unknown): ListingModeration | null {
  const value = withoutNulls(input);
  if (!isObj(value) || !STATES.includes(value.state)) return null;
  const read = new Fields(value);
  const moderation = defined<ListingModeration>({
    state: value.state as ListingModeration['state'],
    reason: read.string('reason'),
    code: read.optionalString('code'),
    params: read.optionalRecord('params'),
    at: read.optionalText('at'),
  });
  return read.ok ? moderation : null;
}

/** One listing as listingSchema reads it, or null when it is not one. */
export function listingOf(input: unknown): Listing | null {
  const value = withoutNulls(input);
  if (!isObj(value)) return null;
  const read = new Fields(value);
  const price = value.price === undefined ? undefined : priceOf(value.price);
  if (price === null) return null;
  const moderation = value.moderation === undefined ? undefined : moderationOf(value.moderation);
  if (moderation === null) return null;
  const checkIn = value.checkIn === undefined ? undefined : checkInOf(value.checkIn);
  if (checkIn === null) return null;
  if (value.pausedReason !== undefined && !REASONS.includes(value.pausedReason)) return null;
  const listing = defined<Listing>({
    _id: read.string('_id'),
    title: read.string('title'),
    description: read.optionalString('description'),
    type: read.string('type'),
    subType: read.optionalString('subType'),
    city: read.optionalString('city'),
    town: read.optionalString('town'),
    neighborhood: read.optionalString('neighborhood'),
    address: read.optionalString('address'),
    website: read.optionalString('website'),
    features: read.optionalStrings('features') ?? [],
    images: read.optionalStrings('images') ?? [],
    views: read.optionalNumber('views') ?? 0,
    status: statusOf(value.status),
    leads: read.optionalNumber('leads') ?? 0,
    createdAt: read.text('createdAt'),
    updatedAt: read.optionalText('updatedAt'),
    confirmedAt: read.optionalText('confirmedAt'),
    pausedReason: value.pausedReason as Listing['pausedReason'],
    checkIn,
    price,
    realEstateDealType: read.optionalString('realEstateDealType'),
    accommodationType: read.optionalString('accommodationType'),
    vehicleBrand: read.optionalString('vehicleBrand'),
    modelYear: read.optionalString('modelYear'),
    electronicBrand: read.optionalString('electronicBrand'),
    serviceType: read.optionalString('serviceType'),
    seller: read.string('seller'),
    moderation,
  });
  return read.ok ? listing : null;
}

/** GET /listings, or null when it is not a list of listings. */
export function listingsOf(input: unknown): Listing[] | null {
  if (!Array.isArray(input)) return null;
  const listings: Listing[] = [];
  for (const item of input) {
    const listing = listingOf(item);
    if (!listing) return null;
    listings.push(listing);
  }
  return listings;
}

/** The contact number waiting to be confirmed; anything else is read as nothing waiting. */
function contactCheckOf(input: unknown): User['contactCheck'] {
  if (!isObj(input)) return undefined;
  const { number, code, expiresAt } = input;
  if (typeof number !== 'string') return undefined;
  if (typeof code !== 'string' || typeof expiresAt !== 'string') return { number };
  return { number, code, expiresAt };
}

function userOf(input: unknown): User | null {
  const value = withoutNulls(input);
  if (!isObj(value)) return null;
  const read = new Fields(value);
  const user = defined<User>({
    _id: read.string('_id'),
    phone: read.string('phone'),
    displayName: read.optionalString('displayName'),
    contactNumber: read.optionalString('contactNumber'),
    contactCheck: contactCheckOf(value.contactCheck),
    city: read.optionalString('city'),
    address: read.optionalString('address'),
    website: read.optionalString('website'),
    createdAt: read.optionalText('createdAt'),
    isAdmin: read.optionalBoolean('isAdmin') ?? false,
  });
  return read.ok ? user : null;
}

/** GET /users/dashboard, or null when it is not one. Its stats may be partial; null is wrong. */
export function dashboardOf(input: unknown): DashboardAnswer | null {
  if (!isObj(input)) return null;
  const user = userOf(input.user);
  if (!user) return null;
  if (input.stats === undefined) return { user };
  if (!isObj(input.stats)) return null;
  const read = new Fields(input.stats);
  const stats = defined<Partial<StatsSummary>>({
    totalListings: read.optionalNumber('totalListings'),
    totalViews: read.optionalNumber('totalViews'),
    activeListings: read.optionalNumber('activeListings'),
    totalLeads: read.optionalNumber('totalLeads'),
  });
  return read.ok ? { user, stats } : null;
}

function chatDraftOf(input: unknown): ListingDraft | null {
  if (!isObj(input) || !isObj(input.fields) || input.source !== 'whatsapp') return null;
  const read = new Fields(input);
  const draft: ListingDraft = {
    id: read.string('id'),
    source: input.source,
    fields: { ...input.fields },
    images: read.strings('images'),
    createdAt: read.text('createdAt'),
    updatedAt: read.text('updatedAt'),
  };
  return read.ok ? draft : null;
}

/** GET /drafts (listingDraftSchema's checks), or null when it is not a list of drafts. */
export function chatDraftsOf(input: unknown): ListingDraft[] | null {
  if (!Array.isArray(input)) return null;
  const drafts: ListingDraft[] = [];
  for (const item of input) {
    const draft = chatDraftOf(item);
    if (!draft) return null;
    drafts.push(draft);
  }
  return drafts;
}
