/**
 * Every operation of /api/openapi.json is sent input no client should send (robustness-attempts.ts
 * makes it): bad ids in the address, bad query values, bodies that are not JSON, bodies broken one
 * field at a time from the documented schema, bodies over the limit, bad multipart. Signed in and
 * not. Each answer must be a 4xx with a `{ message }` (never a 5xx), and a refused request changes
 * no row. A route added to the document is walked without touching this file; a JSON body it takes
 * needs a valid example in VALID_BODIES (the test says so), from which the broken ones are made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@/server/app';
import {
  ADMIN_PHONE,
  answerOf,
  createListing,
  createTestServer,
  sampleListing,
  uploadPhoto,
  type TestServer,
} from './helpers';
import { makeJpeg, uploadForm } from './images';
import { operations, stateFingerprint, type OpenApiDocument } from './robustness-cases';
import { BUYER, SELLER_PHONE, VALID_BODIES } from './robustness-bodies';
import {
  attemptsFor,
  realBody,
  realPath,
  STORES_CLEANED_TEXT,
  type Attempt,
  type WalkWorld,
} from './robustness-attempts';

/** The bot's own routes: the webhook is walked in robustness-webhook.test.ts. */
const WALKED_ELSEWHERE = new Set(['POST /api/webhooks/whatsapp']);

let server: TestServer;
let world: WalkWorld;
let addressCounter = 0;

beforeAll(async () => {
  server = await createTestServer({ env: { DEV_CHAT: '1', LOG_LEVEL: 'silent' } });
  const served = await server.client().api['openapi.json'].$get();
  expect(served.status).toBe(200);
  // Declared as any JSON object; read as the document it is.
  const document = JSON.parse(await served.text()) as OpenApiDocument;
  const seller = await server.signInAs(SELLER_PHONE);
  const admin = await server.signInAs(ADMIN_PHONE);
  const upload = await uploadPhoto(seller, uploadForm(await makeJpeg()));
  const fileId = (await answerOf(upload, 201))._id;
  const listing = await createListing(seller, sampleListing({ images: [fileId] }));
  // The development chat is the bot's, outside the typed routes: a buyer the views can name.
  await server.request('/api/dev/chat', { method: 'POST', body: { from: BUYER, text: 'hello' } });
  world = { document, seller, admin, listingId: listing._id, fileId };
});
afterAll(() => server.close());

async function send(method: string, attempt: Attempt): Promise<Response> {
  const headers: Record<string, string> = {};
  if (attempt.token) headers.Authorization = `Bearer ${attempt.token}`;
  if (attempt.contentType) headers['Content-Type'] = attempt.contentType;
  Object.assign(headers, attempt.headers);
  // A fresh client address each time: the per-address limits would otherwise answer 429 first.
  const n = ++addressCounter;
  const bindings = {
    incoming: { socket: { remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } },
  };
  return server.app.request(
    `http://localhost${attempt.path}`,
    { method, headers, body: attempt.body },
    bindings,
  );
}

/** A 4xx must say why in `{ message }`. */
async function messageOf(response: Response): Promise<string | null> {
  const text = await response.text();
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return null;
  } catch {
    // Not JSON: reported below.
  }
  return `without a message: ${text.slice(0, 80)}`;
}

describe('every documented operation, fed malformed input', () => {
  it('walks a document that has the routes it should', () => {
    const keys = operations(world.document).map(([method, path]) => `${method} ${path}`);
    expect(keys).toContain('POST /api/files/upload');
    expect(keys).toContain('PATCH /api/listings/{id}');
    expect(keys.length).toBeGreaterThan(25);
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(MAX_JSON_BODY_BYTES);
  });

  it('answers each with a 4xx and a message, never a 5xx, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [method, path, op] of operations(world.document)) {
      const key = `${method} ${path}`;
      if (WALKED_ELSEWHERE.has(key)) continue;
      const signedInOnly = Boolean(op.security?.length);
      const before = STORES_CLEANED_TEXT.has(key)
        ? null
        : await stateFingerprint(server.db, server.filesDir);
      for (const attempt of attemptsFor(world, method, path, op)) {
        sent++;
        const where = `${key} [${attempt.label}] ${attempt.token ? 'signed in' : 'anonymous'}`;
        const response = await send(method, attempt);
        const status = response.status;
        if (status >= 500) failures.push(`${where}: ${status}`);
        // A signed-in attempt must be judged on its input, not refused for a lost session.
        if (signedInOnly && attempt.token && status === 401) failures.push(`${where}: 401`);
        else if (attempt.mustRefuse && status < 400) failures.push(`${where}: ${status}, not 4xx`);
        if (status < 400) {
          await response.body?.cancel();
          continue;
        }
        const problem = await messageOf(response);
        if (problem) failures.push(`${where}: ${status} ${problem}`);
      }
      // Signing out (with a body it ignores) ends the session: sign in again for what follows.
      if ((await world.seller.client.api.users.dashboard.$get()).status === 401) {
        world.seller = await server.signInAs(SELLER_PHONE);
      }
      if (before) {
        const after = await stateFingerprint(server.db, server.filesDir);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          failures.push(`${key}: refused requests changed ${changed.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk really sent something of every kind.
    expect(sent).toBeGreaterThan(2500);
  }, 600_000);

  it('had valid bodies to break: each is accepted as it is', async () => {
    for (const key of [
      'PATCH /api/users/{id}',
      'PATCH /api/listings/{id}',
      'POST /api/listings/{id}/status',
    ]) {
      const [method = '', path = ''] = key.split(' ');
      const response = await send(method, {
        label: 'valid',
        path: realPath(world, path),
        body: realBody(world, path, VALID_BODIES[key]?.bodies[0]),
        contentType: 'application/json',
        token: world.seller.token,
        mustRefuse: false,
      });
      expect(response.status, key).toBe(200);
    }
  });
});
