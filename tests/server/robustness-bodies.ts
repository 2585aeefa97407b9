/**
 * Valid bodies for the robustness walk (robustness-openapi.test.ts), which breaks them one field
 * at a time: a broken body is only a test of validation when the unbroken one is accepted.
 */
import { sampleListing } from './helpers';

export const BUYER = '263713000111';
export const SELLER_PHONE = '263719200001';
const PROFILE = { displayName: 'Tendai Motors', contactNumber: '0771234567', city: 'Harare' };

/**
 * Listings the editor can send, together showing every field: a field hidden for a listing's
 * type is dropped unread (documented), so each field is broken where it is shown.
 */
const LISTINGS = [
  sampleListing({ website: 'https://tendai.co.zw', address: '12 Samora Machel Ave' }),
  sampleListing({
    type: 'real_estate',
    subType: 'house',
    realEstateDealType: 'rent',
    accommodationType: 'student',
    vehicleBrand: undefined,
    modelYear: undefined,
    city: 'Other',
    neighborhood: undefined,
    town: 'Mvurwi',
    price: { type: 'range', minAmount: 100, maxAmount: 200 },
  }),
  sampleListing({
    type: 'electronics',
    subType: 'phone',
    electronicBrand: 'Samsung',
    vehicleBrand: undefined,
    price: { type: 'fixed', amount: 120, frequency: 'week' },
  }),
  sampleListing({
    type: 'services',
    subType: 'it',
    serviceType: 'Repairs',
    vehicleBrand: undefined,
    modelYear: undefined,
    price: { type: 'description', description: 'From $10 an hour' },
    images: ['abc123'],
  }),
].map((listing) => JSON.parse(JSON.stringify(listing)) as Record<string, unknown>);

export interface ValidBody {
  bodies: Record<string, unknown>[];
  /** The field holding the object that ListingInput or ProfileUpdate describes. */
  nested?: [string, string];
  /** Required by that schema, but optional here. */
  optional?: string[];
}

/** Bodies each JSON operation accepts (or refuses only for what it says, like a wrong code). */
export const VALID_BODIES: Record<string, ValidBody> = {
  'POST /api/users/verify-code': { bodies: [{ lastThreeDigits: '001', code: '1234' }] },
  'PATCH /api/users/{id}': {
    bodies: [{ _id: '{id}', user: PROFILE }],
    nested: ['user', 'ProfileUpdate'],
  },
  'PUT /api/users/{id}/language': { bodies: [{ language: 'sn' }] },
  'POST /api/listings': { bodies: LISTINGS },
  'PATCH /api/listings/{id}': {
    bodies: LISTINGS.slice(0, 1).map((listing) => ({ _id: '{id}', listing })),
    nested: ['listing', 'ListingInput'],
    // The stored listing's type: it may be left out, and cannot change.
    optional: ['type'],
  },
  'POST /api/listings/{id}/status': { bodies: [{ status: 'paused' }] },
  'POST /api/dev/chat': { bodies: [{ from: BUYER, text: 'house in Harare' }] },
  'POST /api/admin/listings/{id}/moderation': {
    bodies: [{ action: 'dismiss', reason: 'Looks genuine' }],
  },
  'POST /api/admin/sellers/{userId}/suspension': { bodies: [{ reason: 'Scam adverts' }] },
  'DELETE /api/admin/sellers/{userId}/suspension': { bodies: [{ reason: 'Appeal heard' }] },
};
