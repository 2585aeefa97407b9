/**
 * Who may call what: every endpoint, called by nobody, by the owner (seller A), by another seller
 * (B) and by an admin. Each cell gets fresh data of A's, so one cell's success cannot hide
 * another's refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '@/server/db/schema';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from './helpers';
import { makeJpeg, uploadForm } from './images';

type Actor = 'anonymous' | 'sellerA' | 'sellerB' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'sellerA', 'sellerB', 'admin'];

let server: TestServer;
const people: Partial<Record<Actor, SignedIn>> = {};

beforeAll(async () => {
  server = await createTestServer();
  people.sellerA = await server.signInAs('263717000001');
  people.sellerB = await server.signInAs('263717000002');
  people.admin = await server.signInAs(ADMIN_PHONE);
  await server.db.insert(contacts).values({ phoneNumber: '263719999999', messageCount: 0 });
});
afterAll(() => server.close());

const tokenOf = (actor: Actor) => people[actor]?.token ?? null;

async function newListingOfA(): Promise<string> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: tokenOf('sellerA'),
    body: sampleListing(),
  });
  return ((await response.json()) as { _id: string })._id;
}

async function newFileOfA(): Promise<string> {
  const response = await server.request('/api/files/upload', {
    method: 'POST',
    token: tokenOf('sellerA'),
    body: uploadForm(await makeJpeg()),
  });
  return ((await response.json()) as { _id: string })._id;
}

interface Row {
  name: string;
  call: (actor: Actor) => Promise<Response>;
  expected: Record<Actor, number>;
}

const get = (path: string) => (actor: Actor) => server.request(path, { token: tokenOf(actor) });
const ADMIN_ONLY = { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 };
const ANY_SELLER = { anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 };
const OWNER_ONLY = { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 };
/** Another seller's listing or file answers exactly as a missing one. */
const OWNER_ONLY_HIDDEN = { anonymous: 401, sellerA: 200, sellerB: 404, admin: 404 };

const rows: Row[] = [
  {
    name: 'GET /health',
    call: get('/api/health'),
    expected: { anonymous: 200, sellerA: 200, sellerB: 200, admin: 200 },
  },
  { name: 'GET /users/dashboard', call: get('/api/users/dashboard'), expected: ANY_SELLER },
  {
    name: 'PATCH /users/{A}',
    call: (actor) =>
      server.request(`/api/users/${people.sellerA!.user._id}`, {
        method: 'PATCH',
        token: tokenOf(actor),
        body: {
          _id: people.sellerA!.user._id,
          user: { displayName: 'A', contactNumber: '0771234567', city: 'Harare' },
        },
      }),
    expected: OWNER_ONLY,
  },
  { name: 'GET /listings/user/stats', call: get('/api/listings/user/stats'), expected: ANY_SELLER },
  { name: 'GET /listings', call: get('/api/listings'), expected: ANY_SELLER },
  {
    name: 'POST /listings',
    call: (actor) =>
      server.request('/api/listings', {
        method: 'POST',
        token: tokenOf(actor),
        body: sampleListing(),
      }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
  },
  {
    name: 'GET /listings/{A}',
    call: async (actor) => get(`/api/listings/${await newListingOfA()}`)(actor),
    expected: { anonymous: 401, sellerA: 200, sellerB: 404, admin: 200 },
  },
  {
    name: 'PATCH /listings/{A}',
    call: async (actor) => {
      const id = await newListingOfA();
      return server.request(`/api/listings/${id}`, {
        method: 'PATCH',
        token: tokenOf(actor),
        body: { _id: id, listing: sampleListing({ title: 'Changed' }) },
      });
    },
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'DELETE /listings/{A}',
    call: async (actor) =>
      server.request(`/api/listings/${await newListingOfA()}`, {
        method: 'DELETE',
        token: tokenOf(actor),
      }),
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'POST /files/upload',
    call: async (actor) =>
      server.request('/api/files/upload', {
        method: 'POST',
        token: tokenOf(actor),
        body: uploadForm(await makeJpeg()),
      }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
  },
  {
    name: 'GET /files/{A} (public: WhatsApp fetches it)',
    call: async (actor) => get(`/api/files/${await newFileOfA()}`)(actor),
    expected: { anonymous: 200, sellerA: 200, sellerB: 200, admin: 200 },
  },
  {
    name: 'DELETE /files/{A}',
    call: async (actor) =>
      server.request(`/api/files/${await newFileOfA()}`, {
        method: 'DELETE',
        token: tokenOf(actor),
      }),
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'POST /users/token-auth without a link token (a session is no link)',
    call: (actor) =>
      server.request('/api/users/token-auth', { method: 'POST', token: tokenOf(actor) }),
    expected: { anonymous: 401, sellerA: 401, sellerB: 401, admin: 401 },
  },
  { name: 'GET /admin/stats', call: get('/api/admin/stats'), expected: ADMIN_ONLY },
  { name: 'GET /admin/listings', call: get('/api/admin/listings'), expected: ADMIN_ONLY },
  {
    name: 'GET /admin/listings/top-viewed',
    call: get('/api/admin/listings/top-viewed'),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/listings/{A}/views',
    call: async (actor) => get(`/api/admin/listings/${await newListingOfA()}/views`)(actor),
    expected: ADMIN_ONLY,
  },
  { name: 'GET /admin/sellers', call: get('/api/admin/sellers'), expected: ADMIN_ONLY },
  { name: 'GET /admin/contacts', call: get('/api/admin/contacts'), expected: ADMIN_ONLY },
  {
    name: 'GET /admin/contacts/{phone}/conversation',
    call: get('/api/admin/contacts/263719999999/conversation'),
    expected: ADMIN_ONLY,
  },
];

describe('authorization matrix', () => {
  for (const row of rows) {
    it(`${row.name}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const actor of ACTORS) seen[actor] = (await row.call(actor)).status;
      expect(seen).toEqual(row.expected);
    });
  }
});
