import { beforeEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { createDraft } from '@/app/local/drafts-repo';
import { discardDraft } from '@/app/sync/discard-draft';
import { LISTING_ID_KEY, listingIdOf, pendingListingIds } from '@/app/local/outbox-repo';
import { addPhoto } from '@/app/local/photos-repo';
import { profileWithChanges } from '@/app/local/queries';
import { InvalidListingError, createListing, updateListing } from '@/app/sync/listing-writes';
import { mutate } from '@/app/sync/mutate';
import { listingDelete } from '@/app/sync/mutators/listing-delete';
import { photoDelete } from '@/app/sync/mutators/photo-delete';
import { photoUpload } from '@/app/sync/mutators/photo-upload';
import { profileUpdate } from '@/app/sync/mutators/profile-update';

const SELLER = 'seller-a';
/** The seller's own database (one per seller). */
const db = dbFor(SELLER);

const listing = {
  type: 'electronics',
  subType: 'tv',
  title: 'TV',
  description: 'A 43 inch smart TV.',
  price: { type: 'fixed' as const, amount: 250 },
  city: 'harare',
};
const stored = { features: [], views: 0, syncState: 'synced' as const };

async function photo(draftId = 'draft-x'): Promise<string> {
  const id = await addPhoto(SELLER, draftId, { name: 'p.jpg', type: 'image/jpeg', size: 3 });
  await mutate(photoUpload, SELLER, {
    photoId: id,
    blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }),
  });
  return id;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('local writes', () => {
  it('records a new listing and its outbox item together, marked as waiting', async () => {
    const { listingId, itemId } = await createListing(SELLER, { listing, images: [] });
    expect(await db.listings.get(listingId)).toMatchObject({
      title: 'TV',
      syncState: 'pending',
      localOnly: true,
    });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ id: itemId, kind: 'listing.create', status: 'pending' });
    expect(await pendingListingIds(db)).toContain(listingId);
  });

  it('refuses a listing the server would refuse for its shape, recording nothing', async () => {
    const tooLong = { ...listing, title: 'T'.repeat(151), description: '' };
    const refusal = await createListing(SELLER, { listing: tooLong, images: [] }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(InvalidListingError);
    expect(refusal).toMatchObject({
      fields: { title: 'Must be at most 150 characters', description: 'This field is required' },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.listings.count()).toBe(0);
  });

  it('rewrites a create not yet sent instead of queueing an edit, under a new key', async () => {
    const { listingId, itemId } = await createListing(SELLER, { listing, images: [] });
    const edited = await updateListing(SELLER, listingId, {
      listing: { ...listing, title: 'Smart TV' },
      images: [],
    });
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]!.kind).toBe('listing.create');
    expect(items[0]!.id).toBe(edited.itemId);
    expect(edited.itemId).not.toBe(itemId);
    expect(items[0]).toMatchObject({ payload: { listing: { title: 'Smart TV' } } });
  });

  it('saves an edit begun on the local id of a listing the server has since confirmed', async () => {
    // What the sync engine leaves once the create is confirmed: the server's row and the mapping.
    await db.listings.put({
      _id: 'server-7',
      sellerId: SELLER,
      ...listing,
      ...stored,
      images: [],
      createdAt: new Date().toISOString(),
    });
    await db.meta.put({ key: `${LISTING_ID_KEY}local-7`, value: 'server-7' });

    const edited = await updateListing(SELLER, 'local-7', {
      listing: { ...listing, title: 'Smart TV' },
      images: [],
    });
    expect(edited.listingId).toBe('server-7');
    expect(await db.listings.get('local-7')).toBeUndefined();
    expect(await db.listings.get('server-7')).toMatchObject({
      title: 'Smart TV',
      syncState: 'pending',
    });
    const items = await db.outbox.toArray();
    expect(items.map((i) => [i.kind, listingIdOf(i)])).toEqual([['listing.update', 'server-7']]);
  });

  it('queues an edit of a server listing and the deletion of photos taken out of it', async () => {
    await db.listings.put({
      _id: 'server-1',
      sellerId: SELLER,
      ...listing,
      ...stored,
      images: ['file-1', 'file-2'],
      createdAt: new Date().toISOString(),
    });
    await updateListing(SELLER, 'server-1', { listing, images: ['file-2'] });
    const items = await db.outbox.orderBy('seq').toArray();
    expect(items.map((i) => i.kind)).toEqual(['listing.update', 'photo.delete']);
    expect(items[1]!.payload).toEqual({ fileId: 'file-1' });
    expect(await pendingListingIds(db)).toContain('server-1');
  });

  it.each([
    ['paused by the seller', { status: 'paused' as const }],
    [
      'paused by the marketplace',
      { status: 'paused' as const, pausedReason: 'not_confirmed' as const },
    ],
    ['sold', { status: 'sold' as const }],
  ])('keeps a listing %s as it is while its edit waits', async (_name, state) => {
    const moderation = { state: 'in_review' as const, reason: 'Photo seen elsewhere' };
    await db.listings.put({
      _id: 'server-2',
      sellerId: SELLER,
      ...listing,
      ...stored,
      ...state,
      leads: 3,
      views: 40,
      moderation,
      images: [],
      createdAt: '2025-01-05T10:00:00.000Z',
    });
    await updateListing(SELLER, 'server-2', {
      listing: { ...listing, description: 'Now with its remote.' },
      images: [],
    });
    const row = await db.listings.get('server-2');
    expect(row).toMatchObject({
      ...state,
      description: 'Now with its remote.',
      syncState: 'pending',
      views: 40,
      leads: 3,
      moderation,
      createdAt: '2025-01-05T10:00:00.000Z',
    });
    if (!('pausedReason' in state)) expect(row?.pausedReason).toBeUndefined();
  });

  it('forgets a listing never sent, with its waiting items, and removes its uploaded photo', async () => {
    const photoId = await photo();
    await db.photos.update(photoId, { serverId: 'file-9', status: 'done' });
    await db.outbox.where('kind').equals('photo.upload').delete();
    const { listingId } = await createListing(SELLER, { listing, images: [photoId] });
    await mutate(listingDelete, SELLER, { listingId });
    expect(await db.listings.get(listingId)).toBeUndefined();
    const items = await db.outbox.toArray();
    expect(items.map((i) => i.kind)).toEqual(['photo.delete']);
    expect(items[0]!.payload).toEqual({ fileId: 'file-9' });
  });

  it('queues the delete of a server listing and keeps the pull from bringing it back', async () => {
    await db.listings.put({
      _id: 'server-2',
      sellerId: SELLER,
      ...listing,
      ...stored,
      images: [],
      createdAt: new Date().toISOString(),
    });
    await mutate(listingDelete, SELLER, { listingId: 'server-2' });
    expect(await db.listings.get('server-2')).toBeUndefined();
    expect((await db.outbox.toArray()).map((i) => i.kind)).toEqual(['listing.delete']);
    expect(await pendingListingIds(db)).toContain('server-2');
  });

  it('folds an unsent profile change into the next one', async () => {
    await db.users.put({ _id: SELLER, phone: '263771111111' });
    await mutate(profileUpdate, SELLER, { user: { displayName: 'Tendai', city: 'harare' } });
    await mutate(profileUpdate, SELLER, {
      user: { displayName: 'Tendai M', contactNumber: '263771111111' },
    });
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      payload: {
        user: { displayName: 'Tendai M', city: 'harare', contactNumber: '263771111111' },
      },
    });
    // The server's copy stays as it was; the screens show the waiting change laid over it.
    expect((await db.users.get(SELLER))?.displayName).toBeUndefined();
    expect((await profileWithChanges(SELLER))?.displayName).toBe('Tendai M');
  });

  it('cancels the upload of a removed photo that was still waiting', async () => {
    const photoId = await photo();
    expect(await db.outbox.count()).toBe(1);
    await mutate(photoDelete, SELLER, { photoId });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.photos.get(photoId)).toBeUndefined();
  });

  it('writes a photo into its draft at once, and takes it out when removed', async () => {
    // The editor's own save of the draft waits for a pause; leaving right after adding a photo
    // must not leave the photo out of the draft (it would look lost when the draft reopens).
    const draftId = await createDraft(SELLER, {
      values: { title: 'Cottage' },
      step: 3,
      photoIds: [],
    });
    const first = await photo(draftId);
    const second = await photo(draftId);
    expect((await db.drafts.get(draftId))?.photoIds).toEqual([first, second]);
    await mutate(photoDelete, SELLER, { photoId: first });
    expect((await db.drafts.get(draftId))?.photoIds).toEqual([second]);
  });

  it('discards a draft together with the photos added in it', async () => {
    const draftId = await createDraft(SELLER, { values: { title: 'Half' }, step: 0, photoIds: [] });
    await photo(draftId);
    await discardDraft(SELLER, draftId);
    expect(await db.drafts.count()).toBe(0);
    expect(await db.photos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("does not let one seller discard another seller's draft", async () => {
    const draftId = await createDraft(SELLER, { values: {}, step: 0, photoIds: [] });
    await discardDraft('seller-b', draftId);
    expect(await db.drafts.count()).toBe(1);
  });
});
