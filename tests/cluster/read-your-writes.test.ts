/**
 * Read your writes across two server processes on one PostgreSQL: a listing created through the
 * app's API, published and marked sold by chat, and hidden by an admin, all on one process, is
 * shown at once by every read of the other (the seller's list and the listing, the dashboard,
 * the public page), each read made on the other process just before the write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/domain';
import { issueLoginChallenge } from '@/server/auth';
import { waitFor } from '../support/job-queue-contract';
import { buttonReply, mediaMessage, signedHeaders, textMessage } from '../server/bot/payloads';
import { sampleListing } from '../server/helpers';
import { makePhoto } from '../server/photos';
import { ADMIN_PHONE, APP_SECRET, startCluster, type Cluster, type ServerProcess } from './cluster';

const PHONE = '263772910001';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let seller = '';
let admin = '';

async function signIn(phone: string): Promise<string> {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const response = await fetch(`${a.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  cluster = await startCluster(2);
  cluster.graph.token = 'cluster-token';
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  seller = await signIn(PHONE);
  admin = await signIn(ADMIN_PHONE);
});
afterAll(() => cluster?.close());

const call = (server: ServerProcess, path: string, token = seller, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });

/** One chat message on process A; the bot's first answer to it. */
async function chat(payload: unknown): Promise<string> {
  const before = cluster.graph.sentTo(PHONE).length;
  const body = JSON.stringify(payload);
  const res = await fetch(`${a.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  expect(res.status).toBe(200);
  await waitFor(() => cluster.graph.sentTo(PHONE).length > before, 60_000);
  const sent = cluster.graph.sentTo(PHONE)[before]!.body as {
    text?: { body: string };
    interactive?: { body: { text: string } };
  };
  return sent.text?.body ?? sent.interactive?.body.text ?? '';
}

/** Every read on process B that shows the listing `id`, all at once. */
async function readOnB(id: string) {
  const [list, one, dashboard, page] = await Promise.all([
    call(b, '/api/listings').then((r) => r.json() as Promise<Listing[]>),
    call(b, `/api/listings/${id}`).then(async (r) =>
      r.status === 200 ? ((await r.json()) as Listing) : null,
    ),
    call(b, '/api/users/dashboard').then(
      (r) => r.json() as Promise<{ stats: { totalListings: number; activeListings: number } }>,
    ),
    fetch(`${b.url}/l/${id}`).then(async (r) => ({
      status: r.status,
      title: r.status === 200 ? (/<title>([^<|]*) \|/.exec(await r.text())?.[1] ?? null) : null,
    })),
  ]);
  return { listed: list.find((l) => l._id === id), one, stats: dashboard.stats, page };
}

describe('a write on one process, read on the other at once', () => {
  let fromApp = '';
  let fromChat = '';

  it('the app: a listing created', async () => {
    await readOnB('00000000-0000-4000-8000-000000000000');
    const created = await call(a, '/api/listings', seller, {
      method: 'POST',
      body: JSON.stringify(sampleListing({ title: 'Oak dining table' })),
    });
    expect(created.status).toBe(201);
    fromApp = ((await created.json()) as Listing)._id;
    const seen = await readOnB(fromApp);
    expect(seen.listed?.title).toBe('Oak dining table');
    expect(seen.one?.title).toBe('Oak dining table');
    expect(seen.stats).toMatchObject({ totalListings: 1, activeListings: 1 });
    expect(seen.page).toEqual({ status: 200, title: 'Oak dining table' });
  });

  it('the bot: a listing published by chat, then SOLD', async () => {
    await readOnB(fromApp);
    cluster.graph.media.set('ryw-photo', {
      bytes: await makePhoto(41, 640, 480),
      mime: 'image/jpeg',
    });
    expect(await chat(mediaMessage(PHONE, 'image', 'ryw-photo'))).toMatch(/Photo added/);
    expect(await chat(textMessage(PHONE, 'Toyota Corolla 2012 $6500 Bulawayo'))).toContain(
      'Toyota Corolla 2012',
    );
    const published = await chat(buttonReply(PHONE, 'sell:publish', 'Publish'));
    fromChat = /\/l\/([0-9a-f-]{36})/.exec(published)![1]!;
    let seen = await readOnB(fromChat);
    expect(seen.listed).toMatchObject({ title: 'Toyota Corolla 2012', status: 'active' });
    expect(seen.one).toMatchObject({ title: 'Toyota Corolla 2012', status: 'active' });
    expect(seen.stats).toMatchObject({ totalListings: 2, activeListings: 2 });
    expect(seen.page).toEqual({ status: 200, title: 'Toyota Corolla 2012' });

    expect(await chat(textMessage(PHONE, 'SOLD'))).toMatch(/Marked as sold/);
    seen = await readOnB(fromChat);
    expect(seen.listed?.status).toBe('sold');
    expect(seen.one?.status).toBe('sold');
    expect(seen.stats).toMatchObject({ totalListings: 2, activeListings: 1 });
    expect(seen.page).toEqual({ status: 200, title: 'SOLD: Toyota Corolla 2012' });
  });

  it('an admin: a listing hidden', async () => {
    await readOnB(fromApp);
    const hidden = await call(a, `/api/admin/listings/${fromApp}/moderation`, admin, {
      method: 'POST',
      body: JSON.stringify({ action: 'hide', reason: 'Misleading photos' }),
    });
    expect(hidden.status).toBe(200);
    const seen = await readOnB(fromApp);
    expect(seen.listed?.moderation?.state).toBe('hidden');
    expect(seen.one?.moderation?.state).toBe('hidden');
    expect(seen.stats.activeListings).toBe(0);
    expect(seen.page.status).toBe(404);
  });
});
