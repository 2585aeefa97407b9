import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '@/server/files/create-store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import type { ClientResponse } from 'hono/client';
import {
  answerOf,
  createTestServer,
  sampleListing,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, uploadForm } from '../images';

const HOUR = 60 * 60 * 1000;
let clock = new Date('2026-04-01T06:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    env: { SELLER_LISTINGS_PER_HOUR: '3', SELLER_UPLOADS_PER_HOUR: '2', SELLER_MAX_LISTINGS: '5' },
    deps: { now: () => clock },
  });
});
afterAll(() => server?.close());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A create, with this Idempotency-Key when given. */
const createListing = (seller: SignedIn, key?: string) =>
  seller.client.api.listings.$post({
    header: key ? { 'idempotency-key': key } : {},
    json: sampleListing(),
  });

const upload = async (seller: SignedIn) => uploadPhoto(seller, uploadForm(await makeJpeg()));

/** A file as anyone fetches it. */
const photo = (id: string) => server.client().api.files[':id'].$get({ param: { id }, query: {} });

/** A 429 with its wait, its English message and the code and limit the app words it by. */
async function expectLimited(
  response: ClientResponse<unknown, number>,
  message: RegExp,
  maxWait: number,
  detail: { code: string; limit: number },
) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('Retry-After'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  const body = JSON.parse(await response.text()) as { message: string };
  expect(body.message).toMatch(message);
  expect(body).toMatchObject(detail);
}

describe('listings per hour and live listings', () => {
  it('accepts no more than SELLER_LISTINGS_PER_HOUR of a burst, then SELLER_MAX_LISTINGS in all', async () => {
    const seller = await server.signInAs('263778300001');
    const burst = await Promise.all(Array.from({ length: 10 }, () => createListing(seller)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    await expectLimited(
      burst.find((response) => response.status === 429)!,
      /^You have added 3 listings in the last hour, the most allowed\. Please try again in 60 minutes\.$/,
      3600,
      { code: 'listings_per_hour', limit: 3 },
    );

    // Half an hour on, the wait has halved.
    later(HOUR / 2);
    await expectLimited(await createListing(seller), /try again in 30 minutes/, 1800, {
      code: 'listings_per_hour',
      limit: 3,
    });

    // An hour after the burst, two more reach the cap of five live listings.
    later(HOUR / 2);
    expect((await createListing(seller)).status).toBe(201);
    expect((await createListing(seller)).status).toBe(201);
    await expectLimited(
      await createListing(seller),
      /^You have 5 listings, the most one seller can have\. Delete a listing to add another\.$/,
      3600,
      { code: 'listings_cap', limit: 5 },
    );
    const listings = await answerOf(await seller.client.api.listings.$get(), 200);
    expect(listings).toHaveLength(5);

    // Deleting one makes room.
    const gone = await seller.client.api.listings[':id'].$delete({
      param: { id: listings[0]!._id },
    });
    expect(gone.status).toBe(200);
    expect((await createListing(seller)).status).toBe(201);
  });

  it('frees the Idempotency-Key of a refused create, so the same request succeeds later', async () => {
    const seller = await server.signInAs('263778300002');
    for (let i = 0; i < 3; i++) expect((await createListing(seller)).status).toBe(201);
    const key = 'outbox-item-42';
    expect((await createListing(seller, key)).status).toBe(429);
    later(HOUR);
    expect((await createListing(seller, key)).status).toBe(201);
    const replay = await createListing(seller, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('counts each seller on their own', async () => {
    const busy = await server.signInAs('263778300003');
    const other = await server.signInAs('263778300004');
    for (let i = 0; i < 3; i++) expect((await createListing(busy)).status).toBe(201);
    expect((await createListing(busy)).status).toBe(429);
    expect((await createListing(other)).status).toBe(201);
  });
});

describe('uploads per hour', () => {
  it('refuses uploads past SELLER_UPLOADS_PER_HOUR until the hour has passed', async () => {
    const seller = await server.signInAs('263778300005');
    expect((await upload(seller)).status).toBe(201);
    expect((await upload(seller)).status).toBe(201);
    await expectLimited(
      await upload(seller),
      /^You have uploaded 2 photos in the last hour, the most allowed\. Please try again in 60 minutes\.$/,
      3600,
      { code: 'photos_per_hour', limit: 2 },
    );
    later(HOUR);
    expect((await upload(seller)).status).toBe(201);
  });
});

describe('the sweep of uploads never attached', () => {
  it('removes rows and files of uploads attached to no listing for 24 hours, and nothing else', async () => {
    later(2 * HOUR);
    const seller = await server.signInAs('263778300006');
    const abandoned = (await answerOf(await upload(seller), 201))._id;
    const shown = (await answerOf(await upload(seller), 201))._id;
    const created = await seller.client.api.listings.$post({
      header: {},
      json: sampleListing({ images: [shown] }),
    });
    expect(created.status).toBe(201);
    const uploadedAt = clock;
    const store = createFileStore(server.env, server.filesDir);
    const sweep = (afterMs: number) =>
      sweepUnattachedUploads(server.db, store, new Date(uploadedAt.getTime() + afterMs));

    // Uploads of the tests above, older still, go; these two are not a day old yet.
    const early = await sweep(24 * HOUR - 1000);
    expect(early).not.toContain(abandoned);
    expect(early).not.toContain(shown);
    expect((await photo(abandoned)).status).toBe(200);

    const removed = await sweep(24 * HOUR + 1000);
    expect(removed).toContain(abandoned);
    expect(removed).not.toContain(shown);
    expect((await photo(abandoned)).status).toBe(404);
    expect(await store.get(abandoned, 'original')).toBeNull();
    expect(await store.get(abandoned, 'thumbnail')).toBeNull();
    expect((await photo(shown)).status).toBe(200);
    // Run again: nothing left to do.
    expect(await sweep(48 * HOUR)).not.toContain(shown);
  });
});
