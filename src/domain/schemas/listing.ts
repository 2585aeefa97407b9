/** A listing and its price as the API returns them. */
import { z } from 'zod';
import { fullShapes } from './answer-schemas';
import { withoutNulls } from './without-nulls';

/** A price as stored and returned (its shape: answers.ts). */
export const priceSchema = z.preprocess(withoutNulls, z.object(fullShapes.price));
export type Price = z.infer<typeof priceSchema>;

// ---------------------------------------------------------------------------------------------
// Listing as the API returns it (its shape, with each field's meaning: answers.ts)

const listingObject = z.object(fullShapes.listing);

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
