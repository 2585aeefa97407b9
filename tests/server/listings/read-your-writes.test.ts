/**
 * Read your writes, on every door: a listing changed through the app's API, by chat (Publish,
 * SOLD, a buyer's view), by an admin and by a check-in job is shown at once by every read of it
 * (the list and the listing, in process and over a socket through the Node server; the dashboard;
 * the public page), each warmed first so an answer kept from before the write would be caught.
 * On the embedded database answers and sessions are kept in memory; on PostgreSQL
 * (TEST_DATABASE_URL) nothing is.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/domain';
import { FakeGraphApi } from '../../support/fake-graph-api';
import { signInAt } from '../../support/signed-in-server';
import { deliverThroughApp, sentWhile } from '../../support/webhook-bot';
import { buttonReply, listReply, mediaMessage, textMessage } from '../bot/payloads';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makePhoto } from '../photos';
import { listenOverSocket } from '../../support/over-socket';

const [SECRET, PUBLIC_URL] = ['read-your-writes-secret', 'https://market.example.co.zw'];
const [DAY, PHONE] = [86_400_000, '263771700001'];

const graph = new FakeGraphApi();
let clock = new Date('2027-03-01T08:00:00Z');
let server: TestServer;
let http: Server;
let port = 0;
let seller: SignedIn;
let admin: SignedIn;

/** Signs in on the test's clock (sessions last 15 days; the clock jumps a month). */
const signIn = (phone: string): Promise<SignedIn> => signInAt(server, phone, clock);

/** A WhatsApp message through the signed webhook; what the bot answered `phone`. */
async function chat(payload: unknown, phone = PHONE): Promise<string[]> {
  const sent = await sentWhile(graph, phone, () => deliverThroughApp(server, SECRET, payload));
  return sent.map((m) => m.text?.body ?? m.interactive?.body.text ?? '');
}

let mediaCount = 0;
async function sendPhoto(seed: number): Promise<string[]> {
  const id = `rw-media-${++mediaCount}`;
  graph.media.set(id, { bytes: await makePhoto(seed, 640, 480), mime: 'image/jpeg' });
  return chat(mediaMessage(PHONE, 'image', id));
}

interface Reads {
  /** GET /api/listings in process, and over a socket through the Node server. */
  list: Listing[];
  listOverSocket: Listing[];
  one: Listing | null;
  oneOverSocket: Listing | null;
  dashboard: {
    user: { displayName?: string };
    stats: { totalListings: number; activeListings: number };
  };
  /** The public page's status and its title (before the site's name). */
  page: { status: number; title: string | null };
}

async function overSocket(path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

/** Every read that shows the seller's listing `id`, all at once. */
async function readAll(id: string): Promise<Reads> {
  const token = seller.token;
  const [list, listOverSocket, one, oneOverSocket, dashboard, page] = await Promise.all([
    server.request('/api/listings', { token }).then((r) => r.json() as Promise<Listing[]>),
    overSocket('/api/listings').then((r) => r.body as Listing[]),
    server
      .request(`/api/listings/${id}`, { token })
      .then(async (r) => (r.status === 200 ? ((await r.json()) as Listing) : null)),
    overSocket(`/api/listings/${id}`).then((r) => r.body as Listing | null),
    server.request('/api/users/dashboard', { token }).then((r) => r.json() as Promise<never>),
    server.request(`/l/${id}`).then(async (r) => ({
      status: r.status,
      title: r.status === 200 ? (/<title>([^<|]*) \|/.exec(await r.text())?.[1] ?? null) : null,
    })),
  ]);
  return { list, listOverSocket, one, oneOverSocket, dashboard, page };
}

/** The listing as each read shows it. */
function seen(reads: Reads, id: string) {
  return {
    list: reads.list.find((l) => l._id === id),
    listOverSocket: reads.listOverSocket.find((l) => l._id === id),
    one: reads.one ?? undefined,
    oneOverSocket: reads.oneOverSocket ?? undefined,
  };
}

function expectEveryRead(reads: Reads, id: string, shape: Record<string, unknown>) {
  const all = seen(reads, id);
  expect(all).toEqual({
    list: expect.objectContaining(shape),
    listOverSocket: expect.objectContaining(shape),
    one: expect.objectContaining(shape),
    oneOverSocket: expect.objectContaining(shape),
  });
}

beforeAll(async () => {
  const apiBase = await graph.start();
  server = await createTestServer({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_TOKEN: graph.token,
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_API_BASE: apiBase,
      CHECKIN_AFTER: '30d',
      AUTOPAUSE_AFTER: '7d',
    },
    deps: { now: () => clock },
  });
  ({ http, port } = await listenOverSocket(server));
  seller = await signIn(PHONE);
  admin = await signIn(ADMIN_PHONE);
});

afterAll(async () => {
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  await graph.stop();
  await server?.close();
});

describe('every read shows a write at once, whichever door it came through', () => {
  let fromApp = '';
  let fromChat = '';

  it('the app: a listing created, edited, and the profile saved', async () => {
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing({ title: 'Oak dining table' }),
    });
    expect(created.status).toBe(201);
    fromApp = ((await created.json()) as Listing)._id;
    let reads = await readAll(fromApp);
    expectEveryRead(reads, fromApp, { title: 'Oak dining table', status: 'active' });
    expect(reads.dashboard.stats).toMatchObject({ totalListings: 1, activeListings: 1 });
    expect(reads.page).toEqual({ status: 200, title: 'Oak dining table' });

    const edited = await server.request(`/api/listings/${fromApp}`, {
      method: 'PATCH',
      token: seller.token,
      body: { _id: fromApp, listing: sampleListing({ title: 'Oak dining table, 6 chairs' }) },
    });
    expect(edited.status).toBe(200);
    reads = await readAll(fromApp);
    expectEveryRead(reads, fromApp, { title: 'Oak dining table, 6 chairs' });
    expect(reads.page.title).toBe('Oak dining table, 6 chairs');

    const saved = await server.request(`/api/users/${seller.user._id}`, {
      method: 'PATCH',
      token: seller.token,
      body: { displayName: 'Tendai Furniture', contactNumber: '263771700001', city: 'harare' },
    });
    expect(saved.status).toBe(200);
    expect((await readAll(fromApp)).dashboard.user.displayName).toBe('Tendai Furniture');
  });

  it("the bot: a listing published by chat is on the seller's list at once", async () => {
    clock = new Date(clock.getTime() + 60_000);
    await readAll(fromApp);
    expect((await sendPhoto(1))[0]).toMatch(/Photo added/);
    expect((await chat(textMessage(PHONE, 'Toyota Corolla 2012 $6500 Bulawayo')))[0]).toContain(
      'Toyota Corolla 2012',
    );
    const published = await chat(buttonReply(PHONE, 'sell:publish', 'Publish'));
    fromChat = new RegExp(`${PUBLIC_URL}/l/([0-9a-f-]{36})`).exec(published[0] ?? '')![1]!;
    const reads = await readAll(fromChat);
    expectEveryRead(reads, fromChat, { title: 'Toyota Corolla 2012', status: 'active' });
    expect(reads.list.map((l) => l._id)).toEqual([fromChat, fromApp]);
    expect(reads.listOverSocket.map((l) => l._id)).toEqual([fromChat, fromApp]);
    expect(reads.dashboard.stats).toMatchObject({ totalListings: 2, activeListings: 2 });
    expect(reads.page).toEqual({ status: 200, title: 'Toyota Corolla 2012' });
  });

  it('the bot: a buyer opening the listing in the chat counts a view at once', async () => {
    await readAll(fromChat);
    const buyer = '263771700101';
    await chat(textMessage(buyer, 'corolla in bulawayo'), buyer);
    await chat(listReply(buyer, `listing:${fromChat}`, 'Toyota Corolla 2012'), buyer);
    expectEveryRead(await readAll(fromChat), fromChat, { views: 1 });
  });

  it('the bot: SOLD shows as sold at once', async () => {
    await readAll(fromChat);
    expect((await chat(textMessage(PHONE, 'SOLD')))[0]).toMatch(/Marked as sold/);
    const reads = await readAll(fromChat);
    expectEveryRead(reads, fromChat, { status: 'sold' });
    expect(reads.dashboard.stats).toMatchObject({ totalListings: 2, activeListings: 1 });
    expect(reads.page).toEqual({ status: 200, title: 'SOLD: Toyota Corolla 2012' });
  });

  it('an admin: hiding and approving show at once', async () => {
    await readAll(fromApp);
    const moderate = (action: string) =>
      server.request(`/api/admin/listings/${fromApp}/moderation`, {
        method: 'POST',
        token: admin.token,
        body: { action, reason: 'Misleading photos' },
      });
    expect((await moderate('hide')).status).toBe(200);
    let reads = await readAll(fromApp);
    expectEveryRead(reads, fromApp, {
      moderation: expect.objectContaining({ state: 'hidden', reason: 'Misleading photos' }),
    });
    expect(reads.dashboard.stats.activeListings).toBe(0);
    expect(reads.page.status).toBe(404);

    expect((await moderate('approve')).status).toBe(200);
    reads = await readAll(fromApp);
    for (const shown of Object.values(seen(reads, fromApp))) {
      expect(shown?.moderation).toBeUndefined();
    }
    expect(reads.dashboard.stats.activeListings).toBe(1);
    expect(reads.page.status).toBe(200);
  });

  it('a check-in job: the question asked, then the pause for no answer, show at once', async () => {
    clock = new Date(clock.getTime() + 30 * DAY + 1000);
    seller = await signIn(PHONE);
    admin = await signIn(ADMIN_PHONE);
    // The seller writes, opening WhatsApp's 24-hour window for the question.
    await chat(textMessage(PHONE, 'hello'));
    await readAll(fromApp);
    await server.bot.checkins.run();
    let reads = await readAll(fromApp);
    expectEveryRead(reads, fromApp, {
      status: 'active',
      checkIn: { askedAt: clock.toISOString() },
    });

    clock = new Date(clock.getTime() + 7 * DAY);
    seller = await signIn(PHONE);
    await chat(textMessage(PHONE, 'hello'));
    await readAll(fromApp);
    await server.bot.checkins.run();
    reads = await readAll(fromApp);
    expectEveryRead(reads, fromApp, { status: 'paused', pausedReason: 'not_confirmed' });
    expect(reads.dashboard.stats.activeListings).toBe(0);
    expect(reads.page.status).toBe(404);
  });
});
