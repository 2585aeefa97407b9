/**
 * Every operation of /api/openapi.json is sent input no client should send: bad ids in the
 * address, bad query values, bodies that are not JSON, bodies broken one field at a time from
 * the documented schema, bodies over the limit, bad multipart. Signed in and not. Each answer
 * must be a 4xx with a `{ message }` (never a 5xx), and a refused request changes no row.
 * A route added to the document is walked without touching this file; a JSON body it takes needs
 * a valid example in VALID_BODIES (the test says so), from which the broken ones are made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@/server/app';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from './helpers';
import { makeJpeg, uploadForm } from './images';
import {
  BAD_CREDENTIALS,
  BAD_IDS,
  operations,
  BAD_QUERY_VALUES,
  BAD_QUERY_VALUES_FOR,
  BAD_RAW_BODIES,
  objectVariants,
  stateFingerprint,
  toBody,
  type BodyVariant,
  type OpenApiDocument,
  type OpenApiOperation,
} from './robustness-cases';
import { badUploads } from './robustness-uploads';
import { BUYER, SELLER_PHONE, VALID_BODIES } from './robustness-bodies';

/** The bot's own routes: the webhook is walked in robustness-webhook.test.ts. */
const WALKED_ELSEWHERE = new Set(['POST /api/webhooks/whatsapp']);
/**
 * The development chat reads any body as JSON and answers what it can store (the bot cleans NUL
 * and lone surrogates out of a message, as it does for WhatsApp's), so those may answer 200.
 */
const STORES_CLEANED_TEXT = new Set(['POST /api/dev/chat']);
/** Query values these answer with 400 when wrong (the rest are free text or flags). */
const CHECKED_QUERY = new Set(['limit', 'offset', 'sort', 'order']);

let server: TestServer;
let document: OpenApiDocument;
let seller: SignedIn;
let admin: SignedIn;
let listingId: string;
let fileId: string;
let addressCounter = 0;

beforeAll(async () => {
  server = await createTestServer({ env: { DEV_CHAT: '1', LOG_LEVEL: 'silent' } });
  document = (await (await server.request('/api/openapi.json')).json()) as OpenApiDocument;
  seller = await server.signInAs(SELLER_PHONE);
  admin = await server.signInAs(ADMIN_PHONE);
  const upload = await server.request('/api/files/upload', {
    method: 'POST',
    token: seller.token,
    body: uploadForm(await makeJpeg()),
  });
  fileId = ((await upload.json()) as { _id: string })._id;
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ images: [fileId] }),
  });
  listingId = ((await created.json()) as { _id: string })._id;
  await server.request('/api/dev/chat', { method: 'POST', body: { from: BUYER, text: 'hello' } });
});
afterAll(() => server.close());

const idFor = (path: string) =>
  path.startsWith('/api/files/')
    ? fileId
    : path.startsWith('/api/users/')
      ? seller.user._id
      : listingId;

/** The address with its parameters filled in with things that exist. */
const realPath = (path: string) =>
  path.replace('{phoneNumber}', BUYER).replace(/\{[^}]+\}/g, idFor(path));

/** A body as sent to `path`: the `_id` it repeats is the one in the address. */
const realBody = (path: string, value: unknown) =>
  toBody(value).replaceAll('"{id}"', JSON.stringify(idFor(path)));

interface Attempt {
  label: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  token?: string;
  /** Sent as they are (a broken Authorization or Cookie). */
  headers?: Record<string, string>;
  /** Only a 4xx will do; otherwise anything but a 5xx. */
  mustRefuse: boolean;
}

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

function attemptsFor(method: string, path: string, op: OpenApiOperation): Attempt[] {
  const key = `${method} ${path}`;
  const tokens = [undefined, seller.token, admin.token];
  const attempts: Attempt[] = [];
  const lenient = STORES_CLEANED_TEXT.has(key);

  if (path.includes('{')) {
    for (const bad of BAD_IDS) {
      for (const token of tokens) {
        const badPath = path.replace(/\{[^}]+\}/g, bad);
        attempts.push({ label: `id ${bad.slice(0, 30)}`, path: badPath, token, mustRefuse: true });
      }
    }
  }

  for (const param of op.parameters ?? []) {
    if (param.in !== 'query') continue;
    for (const bad of [...BAD_QUERY_VALUES, ...(BAD_QUERY_VALUES_FOR[param.name] ?? [])]) {
      attempts.push({
        label: `?${param.name}=${bad.slice(0, 30)}`,
        path: `${realPath(path)}?${encodeURIComponent(param.name)}=${bad}`,
        token: admin.token,
        mustRefuse: CHECKED_QUERY.has(param.name),
      });
    }
    attempts.push({
      label: `?${param.name} twice`,
      path: `${realPath(path)}?${param.name}=1&${param.name}=-5`,
      token: admin.token,
      mustRefuse: false,
    });
  }

  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    const valid = VALID_BODIES[key];
    if (!valid) throw new Error(`${key}: add a valid body to VALID_BODIES`);
    const variants: BodyVariant[] = [];
    for (const body of valid.bodies) {
      variants.push(...objectVariants(document, content['application/json'].schema, body));
      if (!valid.nested) continue;
      const [field, schemaName] = valid.nested;
      const inner = body[field] as Record<string, unknown>;
      const optional = new Set(valid.optional ?? []);
      for (const variant of objectVariants(document, { $ref: schemaName }, inner, optional)) {
        variants.push({
          label: `${field}.${variant.label}`,
          value: { ...body, [field]: variant.value },
        });
      }
    }
    const [first = {}] = valid.bodies;
    const bodies = [
      ...BAD_RAW_BODIES.map((raw) => ({ label: `raw ${raw.slice(0, 30)}`, raw })),
      ...variants.map((variant) => ({ label: variant.label, raw: realBody(path, variant.value) })),
      {
        label: 'over the limit',
        raw: realBody(path, { ...first, pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      },
    ];
    for (const { label, raw } of bodies) {
      for (const contentType of ['application/json', 'text/plain']) {
        attempts.push({
          label: `${contentType} ${label}`,
          path: realPath(path),
          body: raw,
          contentType,
          token: seller.token,
          mustRefuse: !lenient || label.startsWith('raw'),
        });
      }
    }
    if (op.security) {
      const body = realBody(path, first);
      attempts.push({ label: 'not signed in', path: realPath(path), body, mustRefuse: true });
    }
  }

  if (content['multipart/form-data']) {
    for (const bad of badUploads()) {
      for (const token of [undefined, seller.token]) {
        attempts.push({ ...bad, path: realPath(path), token, mustRefuse: true });
      }
    }
  }

  // Credentials that are not: each is refused where a session or a link is needed.
  if (op.security || op.parameters?.some((p) => p.name === 'authorization')) {
    const [first] = VALID_BODIES[key]?.bodies ?? [];
    for (const headers of BAD_CREDENTIALS) {
      attempts.push({
        label: `credentials ${JSON.stringify(headers).slice(0, 40)}`,
        path: realPath(path),
        ...(first ? { body: realBody(path, first), contentType: 'application/json' } : {}),
        headers,
        // Signing out documents no 401: without a session it has nothing to do, and says so.
        mustRefuse: '401' in op.responses,
      });
    }
  }

  // Any operation that takes no body: one over the JSON limit, and one that is not JSON.
  if (!op.requestBody && method !== 'GET') {
    for (const body of ['x'.repeat(MAX_JSON_BODY_BYTES + 1), '{"broken": ']) {
      attempts.push({
        label: `unwanted body of ${body.length}`,
        path: realPath(path),
        body,
        contentType: 'application/json',
        // Signed in only where the body is refused: a DELETE that succeeds would take the
        // listing or photo the later operations are walked with.
        token: body.length > MAX_JSON_BODY_BYTES ? seller.token : undefined,
        mustRefuse: body.length > MAX_JSON_BODY_BYTES,
      });
    }
  }
  return attempts;
}

describe('every documented operation, fed malformed input', () => {
  it('walks a document that has the routes it should', () => {
    const keys = operations(document).map(([method, path]) => `${method} ${path}`);
    expect(keys).toContain('POST /api/files/upload');
    expect(keys).toContain('PATCH /api/listings/{id}');
    expect(keys.length).toBeGreaterThan(25);
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(MAX_JSON_BODY_BYTES);
  });

  it('answers each with a 4xx and a message, never a 5xx, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [method, path, op] of operations(document)) {
      const key = `${method} ${path}`;
      if (WALKED_ELSEWHERE.has(key)) continue;
      const before = STORES_CLEANED_TEXT.has(key)
        ? null
        : await stateFingerprint(server.db, server.filesDir);
      for (const attempt of attemptsFor(method, path, op)) {
        sent++;
        const where = `${key} [${attempt.label}] ${attempt.token ? 'signed in' : 'anonymous'}`;
        const response = await send(method, attempt);
        const status = response.status;
        if (status >= 500) failures.push(`${where}: ${status}`);
        // A signed-in attempt must be judged on its input, not refused for a lost session.
        if (op.security && attempt.token && status === 401) failures.push(`${where}: 401`);
        else if (attempt.mustRefuse && status < 400) failures.push(`${where}: ${status}, not 4xx`);
        if (status < 400) {
          await response.body?.cancel();
          continue;
        }
        const text = await response.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (typeof message !== 'string' || message.length === 0) {
          failures.push(`${where}: ${status} without a message: ${text.slice(0, 80)}`);
        }
      }
      // Signing out (with a body it ignores) ends the session: sign in again for what follows.
      if ((await server.request('/api/users/dashboard', { token: seller.token })).status === 401) {
        seller = await server.signInAs(SELLER_PHONE);
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
        path: realPath(path),
        body: realBody(path, VALID_BODIES[key]?.bodies[0]),
        contentType: 'application/json',
        token: seller.token,
        mustRefuse: false,
      });
      expect(response.status, key).toBe(200);
    }
  });
});
