import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SellerDb, dbFor } from '@/app/local/db';
import { createDraft } from '@/app/local/drafts-repo';
import { LEGACY_DB_NAME, adoptLegacyStore } from '@/app/local/legacy-store';
import { getListing, profileWithChanges } from '@/app/local/queries';
import { createListing } from '@/app/sync/listing-writes';
import { mutate } from '@/app/sync/mutate';
import { profileUpdate } from '@/app/sync/mutators/profile-update';

const A = 'seller-a-iso';
const B = 'seller-b-iso';
const listing = {
  type: 'electronics',
  subType: 'tv',
  title: 'TV of seller A',
  description: 'A 43 inch smart TV.',
  price: { type: 'fixed' as const, amount: 250 },
  city: 'harare',
};

beforeEach(async () => {
  for (const id of [A, B]) await Promise.all(dbFor(id).tables.map((table) => table.clear()));
});

describe('one database per seller', () => {
  it("keeps one seller's listings, drafts and waiting changes out of another's reach", async () => {
    const { listingId } = await createListing(A, { listing, images: [] });
    await createDraft(A, { values: { title: 'Half written' }, step: 0, photoIds: [] });
    await mutate(profileUpdate, A, { user: { displayName: 'Seller A' } });

    expect(await getListing(A, listingId)).toMatchObject({ title: 'TV of seller A' });
    expect(await getListing(B, listingId)).toBeUndefined();
    const other = dbFor(B);
    expect(await other.listings.count()).toBe(0);
    expect(await other.drafts.count()).toBe(0);
    expect(await other.outbox.count()).toBe(0);
    expect(await dbFor(A).outbox.count()).toBe(2);
    expect(dbFor(A).name).not.toBe(other.name);
    await other.users.put({ _id: B, phone: '263770000002' });
    expect((await profileWithChanges(B))?.displayName).toBeUndefined();
  });

  it('moves each seller’s rows out of the shared database of earlier versions, losing nothing', async () => {
    const legacy = new SellerDb(LEGACY_DB_NAME);
    const now = new Date().toISOString();
    await legacy.drafts.bulkPut([
      {
        id: 'draft-a',
        sellerId: A,
        values: { title: 'A draft' },
        step: 1,
        photoIds: [],
        createdAt: now,
        updatedAt: now,
      },
      {
        id: 'draft-b',
        sellerId: B,
        values: { title: 'B draft' },
        step: 0,
        photoIds: [],
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await legacy.outbox.add({
      id: 'item-a',
      sellerId: A,
      kind: 'profile.update',
      payload: { userId: A, user: { displayName: 'A' } },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
    });
    legacy.close();

    await adoptLegacyStore(A);
    expect((await dbFor(A).drafts.get('draft-a'))?.values).toEqual({ title: 'A draft' });
    expect(await dbFor(A).outbox.where('id').equals('item-a').count()).toBe(1);
    expect(await dbFor(A).drafts.get('draft-b')).toBeUndefined();
    expect(await Dexie.exists(LEGACY_DB_NAME)).toBe(true);

    await adoptLegacyStore(B);
    expect((await dbFor(B).drafts.get('draft-b'))?.values).toEqual({ title: 'B draft' });
    expect(await dbFor(B).outbox.count()).toBe(0);
    expect(await Dexie.exists(LEGACY_DB_NAME)).toBe(false);
  });
});
