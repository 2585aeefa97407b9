import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, idempotencyKeys, listings } from '@/server/db/schema';
import { ABANDONED_AFTER_MS, canonicalJson, fingerprint } from '@/server/http/idempotency';
import { IDEMPOTENCY_LEASE_MS, keepLeased } from '@/server/http/idempotency-lease';
import {
  answerOf,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, makePng, uploadForm } from '../images';

let server: TestServer;
let seller: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await createTestServer();
  seller = await server.signInAs('263716000001');
  other = await server.signInAs('263716000002');
});
afterAll(() => server.close());

const postListing = (key: string, body: unknown, who = seller) =>
  who.client.api.listings.$post({ header: { 'idempotency-key': key }, json: body });
const listingCount = async (sellerId: string) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return row?.n ?? 0;
};
const fileCount = async (ownerId: string) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return row?.n ?? 0;
};

describe('Idempotency-Key on POST /listings', () => {
  it('answers a retry with the original listing and creates nothing new', async () => {
    const before = await listingCount(seller.user._id);
    const created = await answerOf(await postListing('key-1', sampleListing()), 201);
    const retry = await postListing('key-1', sampleListing());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await answerOf(retry, 201)).toEqual(created);
    expect(await listingCount(seller.user._id)).toBe(before + 1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const body = sampleListing({ title: 'Reordered' });
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    expect((await postListing('key-order', body)).status).toBe(201);
    expect((await postListing('key-order', reversed)).status).toBe(201);
  });

  it('refuses the same key with another body with 422', async () => {
    expect((await postListing('key-2', sampleListing())).status).toBe(201);
    const other = await postListing('key-2', sampleListing({ title: 'Something else' }));
    expect((await answerOf(other, 422)).message).toMatch(/Idempotency-Key/);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const body = sampleListing({ title: 'Still running' });
    await server.db.insert(idempotencyKeys).values({
      userId: seller.user._id,
      scope: 'POST /listings',
      key: 'key-running',
      requestHash: fingerprint(canonicalJson(body)),
      state: 'running',
    });
    const before = await listingCount(seller.user._id);
    const response = await postListing('key-running', body);
    expect(response.status).toBe(409);
    expect(await listingCount(seller.user._id)).toBe(before);
  });

  it('creates one listing when the same request arrives twice at once', async () => {
    const before = await listingCount(seller.user._id);
    const body = sampleListing({ title: 'Sent twice at once' });
    const statuses = (
      await Promise.all([postListing('key-race', body), postListing('key-race', body)])
    ).map((r) => r.status);
    expect(statuses).toContain(201);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await listingCount(seller.user._id)).toBe(before + 1);
  });

  it('takes over a key whose request died long ago', async () => {
    const body = sampleListing({ title: 'After a crash' });
    const first = await postListing('key-dead', body);
    const hash = (
      await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-dead'))
    )[0]!.requestHash;
    await server.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-dead'));
    expect(first.status).toBe(201);
    await server.db.insert(idempotencyKeys).values({
      userId: seller.user._id,
      scope: 'POST /listings',
      key: 'key-dead',
      requestHash: hash,
      state: 'running',
      createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000),
    });
    expect((await postListing('key-dead', body)).status).toBe(201);
  });

  it('takes over within seconds the key of a create whose process died', async () => {
    const body = sampleListing({ title: 'Killed mid-create' });
    const before = await listingCount(seller.user._id);
    await server.db.insert(idempotencyKeys).values({
      userId: seller.user._id,
      scope: 'POST /listings',
      key: 'key-killed',
      requestHash: fingerprint(canonicalJson(body)),
      state: 'running',
      // Its process was killed 12 seconds ago: nothing renewed the key since.
      createdAt: new Date(Date.now() - 12_000),
    });
    expect(IDEMPOTENCY_LEASE_MS).toBeLessThanOrEqual(10_000);
    expect((await postListing('key-killed', body)).status).toBe(201);
    expect((await postListing('key-killed', body)).headers.get('idempotent-replayed')).toBe('true');
    expect(await listingCount(seller.user._id)).toBe(before + 1);
  });

  it('leaves its key to a slow create that is still running and renewing it', async () => {
    const body = sampleListing({ title: 'Slow but alive' });
    await server.db.insert(idempotencyKeys).values({
      userId: seller.user._id,
      scope: 'POST /listings',
      key: 'key-alive',
      requestHash: fingerprint(canonicalJson(body)),
      state: 'running',
      createdAt: new Date(Date.now() - 5 * 60_000),
      renewedAt: new Date(Date.now() - 1000),
    });
    expect((await postListing('key-alive', body)).status).toBe(409);
  });

  it('renews a running key every third of its lease until its request ends', async () => {
    await server.db.insert(idempotencyKeys).values({
      userId: seller.user._id,
      scope: 'POST /listings',
      key: 'key-renewed',
      requestHash: 'x',
      state: 'running',
    });
    const where = eq(idempotencyKeys.key, 'key-renewed');
    const renewedAt = async () =>
      (await server.db.select().from(idempotencyKeys).where(where))[0]?.renewedAt ?? null;
    const stop = keepLeased(server.db, where, () => new Date());
    try {
      await expect
        .poll(renewedAt, { timeout: IDEMPOTENCY_LEASE_MS / 3 + 3000, interval: 200 })
        .not.toBeNull();
    } finally {
      stop();
    }
  });

  it('keeps keys apart per seller', async () => {
    expect((await postListing('shared-key', sampleListing())).status).toBe(201);
    expect((await postListing('shared-key', sampleListing({ title: 'Mine' }), other)).status).toBe(
      201,
    );
  });

  it('lets a retry run again after a failed first attempt', async () => {
    const bad = await postListing('key-bad', sampleListing({ images: ['not-mine'] }));
    expect(bad.status).toBe(422);
    expect((await postListing('key-bad', sampleListing({ images: ['not-mine'] }))).status).toBe(
      422,
    );
    expect((await postListing('key-bad', sampleListing())).status).toBe(201);
  });

  it('refuses a malformed key with 400', async () => {
    expect((await postListing('x'.repeat(300), sampleListing())).status).toBe(400);
  });
});

describe('Idempotency-Key on POST /files/upload', () => {
  const upload = async (key: string, bytes: Buffer) =>
    seller.client.api.files.upload.$post(
      {},
      { headers: { 'Idempotency-Key': key }, init: { body: uploadForm(bytes) } },
    );

  it('returns the same file id for a retried upload and stores one file', async () => {
    const bytes = await makeJpeg();
    const before = await fileCount(seller.user._id);
    const first = await answerOf(await upload('up-1', bytes), 201);
    const retry = await upload('up-1', bytes);
    expect(await answerOf(retry, 201)).toEqual(first);
    expect(await fileCount(seller.user._id)).toBe(before + 1);
  });

  it('refuses the same key with another image with 422', async () => {
    expect((await upload('up-2', await makeJpeg())).status).toBe(201);
    expect((await upload('up-2', await makePng())).status).toBe(422);
  });

  it('stores one file when the same upload arrives twice at once', async () => {
    const bytes = await makeJpeg({ width: 800, height: 600 });
    const before = await fileCount(seller.user._id);
    const responses = await Promise.all([upload('up-race', bytes), upload('up-race', bytes)]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await fileCount(seller.user._id)).toBe(before + 1);
  });
});
