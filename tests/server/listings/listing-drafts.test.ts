/**
 * Drafts kept on the server (listing by chat): the seller reads them, deletes them (with their
 * photos no listing shows), and publishes one with the normal create, which removes it in the
 * same transaction. The drafts are inserted directly, as the chat writes them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '@/server/files/create-store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import { files, listingDrafts } from '@/server/db/schema';
import { serverWithSellers } from '../../support/signed-in-server';
import { answerOf, sampleListing, uploadPhoto, type SignedIn, type TestServer } from '../helpers';
import { makeJpeg, uploadForm } from '../images';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263773300001', '263773300002']));
});
afterAll(() => server.close());

const FIELDS = { type: 'vehicle', subType: 'car', title: 'Honda Fit 2010', city: 'harare' };

async function upload(who: SignedIn): Promise<string> {
  return (await answerOf(await uploadPhoto(who, uploadForm(await makeJpeg())), 201))._id;
}

/** A draft as the chat keeps it (one per seller: an earlier one of the seller is replaced). */
async function insertDraft(who: SignedIn, images: string[] = []): Promise<string> {
  await server.db.delete(listingDrafts).where(eq(listingDrafts.sellerId, who.user._id));
  const [row] = await server.db
    .insert(listingDrafts)
    .values({ sellerId: who.user._id, fields: FIELDS, images })
    .returning({ id: listingDrafts.id });
  return row!.id;
}

const drafts = async (who: SignedIn) => answerOf(await who.client.api.drafts.$get(), 200);
const remove = (who: SignedIn, id: string) =>
  who.client.api.drafts[':id'].$delete({ param: { id } });
const photo = (id: string) => server.request(`/api/files/${id}`);
const fileRow = async (id: string) =>
  (await server.db.select().from(files).where(eq(files.id, id)))[0];

const publish = (who: SignedIn, draftId: string, images: string[], key?: string) =>
  who.client.api.listings.$post({
    header: key ? { 'idempotency-key': key, 'draft-id': draftId } : { 'draft-id': draftId },
    json: sampleListing({ title: 'Honda Fit 2010', images }),
  });

describe('GET /api/drafts', () => {
  it("answers the seller's own drafts only, in the shape the app reads", async () => {
    const id = await insertDraft(alice);
    const mine = await drafts(alice);
    expect(mine).toEqual([
      {
        id,
        source: 'whatsapp',
        fields: FIELDS,
        images: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(await drafts(bob)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.client().api.drafts.$get()).status).toBe(401);
  });
});

describe('DELETE /api/drafts/{id}', () => {
  it("answers 404 for another seller's draft and leaves it", async () => {
    const id = await insertDraft(alice);
    const response = await remove(bob, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Draft not found.' });
    expect((await drafts(alice)).map((d) => d.id)).toEqual([id]);
  });

  it('removes the draft and its photos; deleting again changes nothing', async () => {
    const photos = [await upload(alice), await upload(alice)];
    const id = await insertDraft(alice, photos);
    expect(await answerOf(await remove(alice, id), 200)).toEqual({ _id: id, deleted: true });
    expect(await drafts(alice)).toEqual([]);
    for (const photoId of photos) {
      expect(await fileRow(photoId)).toBeUndefined();
      expect((await photo(photoId)).status).toBe(404);
    }
    const again = await remove(alice, id);
    expect(again.status).toBe(404);
    expect(await drafts(alice)).toEqual([]);
  });

  it('keeps a photo a listing shows', async () => {
    const shown = await upload(alice);
    const loose = await upload(alice);
    await answerOf(
      await alice.client.api.listings.$post({
        header: {},
        json: sampleListing({ images: [shown] }),
      }),
      201,
    );
    const id = await insertDraft(alice, [shown, loose]);
    await answerOf(await remove(alice, id), 200);
    expect(await fileRow(shown)).toBeDefined();
    expect((await photo(shown)).status).toBe(200);
    expect(await fileRow(loose)).toBeUndefined();
  });

  it('answers 404 for an id that cannot name a draft', async () => {
    expect((await remove(alice, 'not a draft!')).status).toBe(404);
  });
});

describe('publishing a draft: POST /api/listings with Draft-Id', () => {
  it('creates the listing and removes the draft in one go; its photos go to the listing', async () => {
    const kept = await upload(alice);
    const dropped = await upload(alice);
    const id = await insertDraft(alice, [kept, dropped]);
    const listing = await answerOf(await publish(alice, id, [kept]), 201);
    expect(listing).toMatchObject({ title: 'Honda Fit 2010', images: [kept] });
    expect(await drafts(alice)).toEqual([]);
    expect((await fileRow(kept))?.listingId).toBe(listing._id);
    // The photo the seller took out in the wizard is no listing's: it went with the draft.
    expect(await fileRow(dropped)).toBeUndefined();
    expect((await photo(dropped)).status).toBe(404);
  });

  it('answers a retried publish with the first answer: one listing, no failure', async () => {
    const photoId = await upload(alice);
    const id = await insertDraft(alice, [photoId]);
    const first = await answerOf(await publish(alice, id, [photoId], 'publish-retry-1'), 201);
    const retry = await publish(alice, id, [photoId], 'publish-retry-1');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await answerOf(retry, 201)).toEqual(first);
    const listings = await answerOf(await alice.client.api.listings.$get(), 200);
    expect(listings.filter((l) => l._id === first._id)).toHaveLength(1);
    expect(listings.filter((l) => l.images.includes(photoId))).toHaveLength(1);
  });

  it('creates the listing when the draft is gone already (cancelled in the chat)', async () => {
    const id = await insertDraft(alice);
    await answerOf(await remove(alice, id), 200);
    const listing = await answerOf(await publish(alice, id, []), 201);
    expect(listing.title).toBe('Honda Fit 2010');
  });

  it("leaves another seller's draft alone", async () => {
    const id = await insertDraft(alice);
    await answerOf(await publish(bob, id, []), 201);
    expect((await drafts(alice)).map((d) => d.id)).toEqual([id]);
  });

  it('removes nothing when the listing is refused', async () => {
    const id = await insertDraft(alice);
    const refused = await alice.client.api.listings.$post({
      header: { 'draft-id': id },
      json: sampleListing({ title: '' }),
    });
    expect(refused.status).toBe(422);
    expect((await drafts(alice)).map((d) => d.id)).toEqual([id]);
  });
});

describe('the sweep of uploads never attached', () => {
  it("keeps a draft's photos as long as the draft", async () => {
    const held = await upload(bob);
    const loose = await upload(bob);
    await insertDraft(bob, [held]);
    const store = createFileStore(server.env, server.filesDir);
    const removed = await sweepUnattachedUploads(
      server.db,
      store,
      new Date(Date.now() + 48 * 3600_000),
    );
    expect(removed).toContain(loose);
    expect(removed).not.toContain(held);
    expect((await photo(held)).status).toBe(200);
  });
});
