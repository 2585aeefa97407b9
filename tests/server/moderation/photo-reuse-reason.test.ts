/**
 * A reused photo's case as the admin reads it: the other listing named by its title, with whether
 * buyers can open its page, as it is when the queue is read; and reasons stored before the ids
 * had fields of their own, moved by migration 0710.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { uploadForm } from '../images';
import { makePhoto } from '../photos';

let server: TestServer;
let photoCounter = 600;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function upload(who: SignedIn, bytes?: Buffer): Promise<string> {
  const response = await server.request('/api/files/upload', {
    method: 'POST',
    token: who.token,
    body: uploadForm(bytes ?? (await makePhoto(photoCounter++, 400, 300))),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function create(
  who: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; images: string[] }> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing(overrides),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string; images: string[] };
}

/** The open case of a listing: its reasons as stored, or null. */
async function openCaseOf(listingId: string) {
  const result = await server.db.execute<{ reasons: Record<string, string>[] }>(
    sql`SELECT reasons FROM moderation_cases WHERE listing_id = ${listingId} AND state = 'open'`,
  );
  return result.rows[0]?.reasons ?? null;
}

describe('a reused photo in the admin queue', () => {
  it('shows the admin the other listing by its title and whether buyers can open its page', async () => {
    const first = await server.signInAs('263771250021');
    const second = await server.signInAs('263771250022');
    const named = await server.request(`/api/users/${first.user._id}`, {
      method: 'PATCH',
      token: first.token,
      body: { displayName: 'Original Motors', contactNumber: '263771250021', city: 'harare' },
    });
    expect(named.status).toBe(200);
    const photo = await makePhoto(503, 800, 600);
    const original = await create(first, {
      title: 'Blue Honda Fit 2014',
      images: [await upload(first, photo)],
    });
    const copy = await create(second, { images: [await upload(second, photo)] });
    const admin = await server.signInAs(ADMIN_PHONE);
    const reasonOf = async () => {
      const response = await server.request('/api/admin/moderation?limit=200', {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      const cases = (await response.json()) as { listingId?: string; reasons: unknown[] }[];
      return cases.find((item) => item.listingId === copy._id)?.reasons[0];
    };
    expect(await reasonOf()).toEqual({
      code: 'photo_reused',
      detail: 'The same photo',
      photoId: copy.images[0],
      otherListingId: original._id,
      otherPhotoId: original.images[0],
      otherListing: {
        title: 'Blue Honda Fit 2014',
        status: 'active',
        sellerName: 'Original Motors',
        sellerSuspended: false,
        publicPage: true,
      },
    });

    // Paused, the other listing has no page a buyer (or the admin) can open.
    const paused = await server.request(`/api/listings/${original._id}/status`, {
      method: 'POST',
      token: first.token,
      body: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    expect(await reasonOf()).toMatchObject({
      otherListing: { status: 'paused', publicPage: false },
    });
    // Deleted, it is no longer described; the reason still names it.
    const deleted = await server.request(`/api/listings/${original._id}`, {
      method: 'DELETE',
      token: first.token,
    });
    expect(deleted.status).toBeLessThan(300);
    const reason = (await reasonOf()) as Record<string, unknown>;
    expect(reason.otherListingId).toBe(original._id);
    expect(reason.otherListing).toBeUndefined();
  });

  it('moves the ids out of the words of reasons stored before they had fields', async () => {
    const owner = await server.signInAs('263771250031');
    const listing = await create(owner, {});
    const other = await create(await server.signInAs('263771250032'), {});
    const old = [
      { code: 'reported', detail: 'Scam or fraud' },
      {
        code: 'photo_reused',
        detail: `Photo fa7b08f1-aaaa is the same photo as one in listing ${other._id}, of another seller`,
      },
    ];
    await server.db.execute(
      sql`INSERT INTO moderation_cases (id, listing_id, seller_id, reasons, opened_at, updated_at)
          VALUES ('old-photo-case', ${listing._id}, ${owner.user._id}, ${JSON.stringify(old)}::jsonb,
                  now(), now())`,
    );
    const migration = readFileSync(
      new URL(
        '../../../src/server/db/migrations/0710_photo_reuse_reason_fields.sql',
        import.meta.url,
      ),
      'utf8',
    );
    await server.db.execute(sql.raw(migration));
    expect(await openCaseOf(listing._id)).toEqual([
      { code: 'reported', detail: 'Scam or fraud' },
      {
        code: 'photo_reused',
        detail: 'The same photo',
        photoId: 'fa7b08f1-aaaa',
        otherListingId: other._id,
      },
    ]);
  });
});
