/**
 * The malformed requests robustness-openapi.test.ts sends to one documented operation: bad ids
 * in the address, bad query values, bodies that are not JSON or break one field at a time, bodies
 * over the limit, bad multipart, credentials that are not. Raw requests on purpose: no typed
 * client would send them.
 */
import { MAX_JSON_BODY_BYTES } from '@/server/app';
import type { SignedIn } from './helpers';
import {
  BAD_CREDENTIALS,
  BAD_IDS,
  BAD_QUERY_VALUES,
  BAD_QUERY_VALUES_FOR,
  BAD_RAW_BODIES,
  objectVariants,
  toBody,
  type BodyVariant,
  type OpenApiDocument,
  type OpenApiOperation,
} from './robustness-cases';
import { badUploads } from './robustness-uploads';
import { BUYER, VALID_BODIES } from './robustness-bodies';

/**
 * The development chat reads any body as JSON and answers what it can store (the bot cleans NUL
 * and lone surrogates out of a message, as it does for WhatsApp's), so those may answer 200.
 */
export const STORES_CLEANED_TEXT = new Set(['POST /api/dev/chat']);
/** Query values these answer with 400 when wrong (the rest are free text or flags). */
const CHECKED_QUERY = new Set(['limit', 'offset', 'sort', 'order']);

/** What the walk works on; `seller` is replaced when an operation signed it out. */
export interface WalkWorld {
  document: OpenApiDocument;
  seller: SignedIn;
  admin: SignedIn;
  listingId: string;
  fileId: string;
}

export interface Attempt {
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

const idFor = (world: WalkWorld, path: string) =>
  path.startsWith('/api/files/')
    ? world.fileId
    : path.startsWith('/api/users/')
      ? world.seller.user._id
      : world.listingId;

/** The address with its parameters filled in with things that exist. */
export const realPath = (world: WalkWorld, path: string) =>
  path.replace('{phoneNumber}', BUYER).replace(/\{[^}]+\}/g, idFor(world, path));

/** A body as sent to `path`: the `_id` it repeats is the one in the address. */
export const realBody = (world: WalkWorld, path: string, value: unknown) =>
  toBody(value).replaceAll('"{id}"', JSON.stringify(idFor(world, path)));

function badAddresses(world: WalkWorld, path: string, op: OpenApiOperation): Attempt[] {
  const attempts: Attempt[] = [];
  if (path.includes('{')) {
    for (const bad of BAD_IDS) {
      for (const token of [undefined, world.seller.token, world.admin.token]) {
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
        path: `${realPath(world, path)}?${encodeURIComponent(param.name)}=${bad}`,
        token: world.admin.token,
        mustRefuse: CHECKED_QUERY.has(param.name),
      });
    }
    attempts.push({
      label: `?${param.name} twice`,
      path: `${realPath(world, path)}?${param.name}=1&${param.name}=-5`,
      token: world.admin.token,
      mustRefuse: false,
    });
  }
  return attempts;
}

function badJsonBodies(world: WalkWorld, key: string, path: string, op: OpenApiOperation) {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return [];
  const valid = VALID_BODIES[key];
  if (!valid) throw new Error(`${key}: add a valid body to VALID_BODIES`);
  const variants: BodyVariant[] = [];
  for (const body of valid.bodies) {
    variants.push(...objectVariants(world.document, schema, body));
    if (!valid.nested) continue;
    const [field, schemaName] = valid.nested;
    const inner = body[field] as Record<string, unknown>;
    const optional = new Set(valid.optional ?? []);
    for (const variant of objectVariants(world.document, { $ref: schemaName }, inner, optional)) {
      variants.push({
        label: `${field}.${variant.label}`,
        value: { ...body, [field]: variant.value },
      });
    }
  }
  const [first = {}] = valid.bodies;
  const bodies = [
    ...BAD_RAW_BODIES.map((raw) => ({ label: `raw ${raw.slice(0, 30)}`, raw })),
    ...variants.map((variant) => ({
      label: variant.label,
      raw: realBody(world, path, variant.value),
    })),
    {
      label: 'over the limit',
      raw: realBody(world, path, { ...first, pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    },
  ];
  const attempts: Attempt[] = [];
  for (const { label, raw } of bodies) {
    for (const contentType of ['application/json', 'text/plain']) {
      attempts.push({
        label: `${contentType} ${label}`,
        path: realPath(world, path),
        body: raw,
        contentType,
        token: world.seller.token,
        mustRefuse: !STORES_CLEANED_TEXT.has(key) || label.startsWith('raw'),
      });
    }
  }
  if (op.security?.length) {
    const body = realBody(world, path, first);
    attempts.push({ label: 'not signed in', path: realPath(world, path), body, mustRefuse: true });
  }
  return attempts;
}

/** Every malformed request for the operation `method path`. */
export function attemptsFor(
  world: WalkWorld,
  method: string,
  path: string,
  op: OpenApiOperation,
): Attempt[] {
  const key = `${method} ${path}`;
  const attempts = [...badAddresses(world, path, op), ...badJsonBodies(world, key, path, op)];

  if (op.requestBody?.content?.['multipart/form-data']) {
    for (const bad of badUploads()) {
      for (const token of [undefined, world.seller.token]) {
        attempts.push({ ...bad, path: realPath(world, path), token, mustRefuse: true });
      }
    }
  }

  // Credentials that are not: each is refused where a session or a link is needed.
  if (op.security?.length || op.parameters?.some((p) => p.name === 'authorization')) {
    const [first] = VALID_BODIES[key]?.bodies ?? [];
    for (const headers of BAD_CREDENTIALS) {
      attempts.push({
        label: `credentials ${JSON.stringify(headers).slice(0, 40)}`,
        path: realPath(world, path),
        ...(first ? { body: realBody(world, path, first), contentType: 'application/json' } : {}),
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
        path: realPath(world, path),
        body,
        contentType: 'application/json',
        // Signed in only where the body is refused: a DELETE that succeeds would take the
        // listing or photo the later operations are walked with.
        token: body.length > MAX_JSON_BODY_BYTES ? world.seller.token : undefined,
        mustRefuse: body.length > MAX_JSON_BODY_BYTES,
      });
    }
  }
  return attempts;
}
