/**
 * Who may call what: every endpoint, called by nobody, by the owner (seller A), by another seller
 * (B) and by an admin. Each cell gets fresh data of A's, so one cell's success cannot hide
 * another's refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '@/server/db/schema';
import {
  ADMIN_PHONE,
  answerOf,
  createListing,
  createTestServer,
  sampleListing,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, uploadForm } from '../images';

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
/** The typed client as this actor (anonymous: no session). */
const apiAs = (actor: Actor) => server.client({ token: tokenOf(actor) }).api;

async function newListingOfA(): Promise<string> {
  return (await createListing(people.sellerA!))._id;
}

async function newFileOfA(): Promise<string> {
  const response = await uploadPhoto(people.sellerA!, uploadForm(await makeJpeg()));
  return (await answerOf(response, 201))._id;
}

interface Row {
  name: string;
  call: (actor: Actor) => Promise<{ status: number }>;
  expected: Record<Actor, number>;
}

const ADMIN_ONLY = { anonymous: 401, sellerA: 403, sellerB: 403, admin: 200 };
const ANY_SELLER = { anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 };
const OWNER_ONLY = { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 };
/** Another seller's listing or file answers exactly as a missing one. */
const OWNER_ONLY_HIDDEN = { anonymous: 401, sellerA: 200, sellerB: 404, admin: 404 };
const page = { query: {} };

const rows: Row[] = [
  {
    name: 'GET /health',
    call: (actor) => apiAs(actor).health.$get(),
    expected: { anonymous: 200, sellerA: 200, sellerB: 200, admin: 200 },
  },
  {
    name: 'GET /users/dashboard',
    call: (actor) => apiAs(actor).users.dashboard.$get(),
    expected: ANY_SELLER,
  },
  {
    name: 'PATCH /users/{A}',
    call: (actor) =>
      apiAs(actor).users[':id'].$patch({
        param: { id: people.sellerA!.user._id },
        json: {
          _id: people.sellerA!.user._id,
          user: { displayName: 'A', contactNumber: '0771234567', city: 'Harare' },
        },
      }),
    expected: OWNER_ONLY,
  },
  {
    name: 'GET /listings/user/stats',
    call: (actor) => apiAs(actor).listings.user.stats.$get(),
    expected: ANY_SELLER,
  },
  { name: 'GET /listings', call: (actor) => apiAs(actor).listings.$get(), expected: ANY_SELLER },
  {
    name: 'POST /listings',
    call: (actor) => apiAs(actor).listings.$post({ header: {}, json: sampleListing() }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
  },
  {
    name: 'GET /listings/{A}',
    call: async (actor) =>
      apiAs(actor).listings[':id'].$get({ param: { id: await newListingOfA() } }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 404, admin: 200 },
  },
  {
    name: 'PATCH /listings/{A}',
    call: async (actor) => {
      const id = await newListingOfA();
      return apiAs(actor).listings[':id'].$patch({
        param: { id },
        json: { _id: id, listing: sampleListing({ title: 'Changed' }) },
      });
    },
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'DELETE /listings/{A}',
    call: async (actor) =>
      apiAs(actor).listings[':id'].$delete({ param: { id: await newListingOfA() } }),
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'POST /files/upload',
    call: async (actor) =>
      apiAs(actor).files.upload.$post({}, { init: { body: uploadForm(await makeJpeg()) } }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
  },
  {
    name: 'GET /files/{A} (public: WhatsApp fetches it)',
    call: async (actor) =>
      apiAs(actor).files[':id'].$get({ param: { id: await newFileOfA() }, query: {} }),
    expected: { anonymous: 200, sellerA: 200, sellerB: 200, admin: 200 },
  },
  {
    name: 'DELETE /files/{A}',
    call: async (actor) => apiAs(actor).files[':id'].$delete({ param: { id: await newFileOfA() } }),
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'POST /users/token-auth without a link token (a session is no link)',
    call: (actor) =>
      apiAs(actor).users['token-auth'].$post({
        header: tokenOf(actor) ? { authorization: `Bearer ${tokenOf(actor)}` } : {},
      }),
    expected: { anonymous: 401, sellerA: 401, sellerB: 401, admin: 401 },
  },
  {
    name: 'GET /admin/stats',
    call: (actor) => apiAs(actor).admin.stats.$get(),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/listings',
    call: (actor) => apiAs(actor).admin.listings.$get(page),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/listings/top-viewed',
    call: (actor) => apiAs(actor).admin.listings['top-viewed'].$get(),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/listings/{A}/views',
    call: async (actor) =>
      apiAs(actor).admin.listings[':id'].views.$get({
        param: { id: await newListingOfA() },
        ...page,
      }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/sellers',
    call: (actor) => apiAs(actor).admin.sellers.$get(page),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/contacts',
    call: (actor) => apiAs(actor).admin.contacts.$get(page),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /admin/contacts/{phone}/conversation',
    call: (actor) =>
      apiAs(actor).admin.contacts[':phoneNumber'].conversation.$get({
        param: { phoneNumber: '263719999999' },
        ...page,
      }),
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
