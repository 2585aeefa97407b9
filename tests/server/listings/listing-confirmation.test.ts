/**
 * When a listing was last confirmed as still on offer: on create, on edit and on reactivation,
 * not on a pause or a sale; and the marketplace's pause reason, shown only while paused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { setListingStatus } from '@/server/listings/lifecycle';
import { createListing, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const confirmedAt = async (id: string) =>
  (
    await rows<{ confirmed_at: string }>(
      server.db,
      sql`SELECT confirmed_at::text FROM listings WHERE id = ${id}`,
    )
  )[0]!.confirmed_at;

describe('listing confirmation', () => {
  it('is set on create and edit, kept on pause and sale, renewed on reactivation', async () => {
    const seller = await server.signInAs('263771110001');
    const listing = await createListing(seller);
    expect(listing.confirmedAt).toBeTruthy();
    expect(listing.pausedReason).toBeUndefined();

    await server.db.execute(
      sql`UPDATE listings SET confirmed_at = '2026-01-01T00:00:00Z' WHERE id = ${listing._id}`,
    );
    const paused = await setListingStatus(server.db, {
      sellerId: seller.user._id,
      listingId: listing._id,
      status: 'paused',
      now: new Date('2026-02-01T00:00:00Z'),
      reason: 'not_confirmed',
      jobs: undefined,
    });
    expect(paused?.pausedReason).toBe('not_confirmed');
    expect(await confirmedAt(listing._id)).toMatch(/^2026-01-01/);

    const reactivated = await setListingStatus(server.db, {
      sellerId: seller.user._id,
      listingId: listing._id,
      status: 'active',
      now: new Date('2026-02-02T00:00:00Z'),
      jobs: undefined,
    });
    expect(reactivated?.pausedReason).toBeNull();
    expect(reactivated?.confirmedAt.toISOString()).toBe('2026-02-02T00:00:00.000Z');

    // A retried reactivation changes nothing more.
    const again = await setListingStatus(server.db, {
      sellerId: seller.user._id,
      listingId: listing._id,
      status: 'active',
      now: new Date('2026-02-03T00:00:00Z'),
      jobs: undefined,
    });
    expect(again?.confirmedAt.toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });

  it('refuses a listing that is not the seller’s', async () => {
    const owner = await server.signInAs('263771110002');
    const other = await server.signInAs('263771110003');
    const listing = await createListing(owner);
    expect(
      await setListingStatus(server.db, {
        sellerId: other.user._id,
        listingId: listing._id,
        status: 'sold',
        now: new Date(),
        jobs: undefined,
      }),
    ).toBeNull();
  });
});
