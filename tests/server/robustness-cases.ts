/**
 * Malformed input for the robustness walk over the OpenAPI document: bad ids, bad query values,
 * bodies that are not JSON, and bodies made wrong one field at a time from the documented schema
 * of the request (wrong type, out of range, NUL, lone surrogate, too long, too many, missing).
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  pattern?: string;
}

export interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** A path segment no route can hold: encoded NUL, a lone surrogate, broken escapes, huge. */
export const BAD_IDS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%EF%BF%BD',
  '%E0%A4%A',
  '%25',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  'x'.repeat(5000),
  '-1',
  '99999999999999999999999999',
  "1'%20OR%20'1'='1",
  '%7B%22%24ne%22%3Anull%7D',
  '%20',
];

/** Query values for numbers and names: negative, huge, not numeric, NUL, surrogate, broken. */
export const BAD_QUERY_VALUES = [
  '-1',
  '-0',
  '1.5',
  '1e3',
  '999999999999999999999',
  '9007199254740993',
  'abc',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(3000),
  '__proto__',
  'constructor',
];

/** Values bad for one query parameter only. */
export const BAD_QUERY_VALUES_FOR: Record<string, string[]> = { limit: ['0', '201'] };

/** Credentials that are not: broken, foreign, huge, doubled. */
export const BAD_CREDENTIALS: Record<string, string>[] = [
  { Authorization: 'Bearer' },
  { Authorization: 'Bearer ' },
  { Authorization: `Bearer ${'x'.repeat(10_000)}` },
  { Authorization: 'Basic YWRtaW46YWRtaW4=' },
  { Authorization: 'Bearer \u00e9\u00ff' },
  { Cookie: 'token=%00' },
  { Cookie: 'token=%E0%A4%A' },
  { Cookie: `token=${'x'.repeat(8000)}` },
  { Cookie: 'token=a; token=b' },
];

/** Whole bodies that are not a JSON object of the right shape. */
export const BAD_RAW_BODIES = [
  '',
  ' ',
  'not json',
  '{"unterminated": ',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '{"a": NaN}',
  '{"a": 1e400}',
  'null',
  '[]',
  '[{}]',
  '"a string"',
  '12345',
  'true',
  '{}',
  '\u0000',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  `{"deep": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
];

/** JSON.stringify cannot write these numbers; they are swapped in after. */
const RAW_NUMBERS = { __RAW_HUGE__: '1e400', __RAW_NEG_HUGE__: '-1e400' } as const;

export function toBody(value: unknown): string {
  let text = JSON.stringify(value);
  for (const [marker, raw] of Object.entries(RAW_NUMBERS)) {
    text = text.replaceAll(`"${marker}"`, raw);
  }
  return text;
}

export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const found = document.components.schemas[name];
  if (!found) throw new Error(`no schema ${schema.$ref}`);
  return found;
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Values that break `schema`, each on its own (the rest of the body stays valid). */
export function wrongValues(document: OpenApiDocument, raw: JsonSchema, valid: unknown): unknown[] {
  const schema = resolve(document, raw);
  const types = typesOf(schema);
  const out: unknown[] = [];
  if (!types.includes('string')) out.push('text', '\u0000');
  if (!types.includes('number') && !types.includes('integer')) out.push(42);
  if (!types.includes('boolean')) out.push(true);
  // Not empty: empty values (null, '', [], {}) are dropped as the editor drops them.
  if (!types.includes('array')) out.push([1]);
  if (!types.includes('object')) out.push({ $gt: 0 });
  if (types.includes('string')) {
    out.push('\u0000', 'a\u0000b', '\ud800', 'a\udfffb', '\udc00\ud800');
    out.push('x'.repeat((schema.maxLength ?? 20_000) + 1));
    if (schema.enum) out.push('no_such_value', 'REAL ESTATE!');
    if (schema.pattern) out.push('12 4', '１２３');
  }
  if (types.includes('number') || types.includes('integer')) {
    out.push('12abc', '__RAW_HUGE__', '__RAW_NEG_HUGE__');
    if (schema.minimum !== undefined) out.push(schema.minimum - 1, -1e308);
  }
  if (types.includes('boolean')) out.push('yes', 2);
  if (types.includes('array') && schema.items) {
    const item = Array.isArray(valid) && valid.length > 0 ? valid[0] : undefined;
    for (const bad of wrongValues(document, schema.items, item)) out.push([bad]);
    if (schema.maxItems !== undefined && item !== undefined) {
      out.push(Array.from({ length: schema.maxItems + 1 }, () => item));
    }
  }
  if (types.includes('object') && schema.properties && valid && typeof valid === 'object') {
    for (const variant of objectVariants(document, schema, valid as Record<string, unknown>)) {
      out.push(variant.value);
    }
  }
  return out;
}

export interface BodyVariant {
  /** Which field is broken, and how, for the failure message. */
  label: string;
  value: Record<string, unknown>;
}

/** The valid object with one field broken at a time, or a required field left out. */
export function objectVariants(
  document: OpenApiDocument,
  raw: JsonSchema,
  valid: Record<string, unknown>,
  optional: ReadonlySet<string> = new Set(),
): BodyVariant[] {
  const schema = resolve(document, raw);
  const variants: BodyVariant[] = [];
  for (const name of schema.required ?? []) {
    if (optional.has(name)) continue;
    const { [name]: _left, ...rest } = valid;
    variants.push({ label: `${name} missing`, value: rest });
    variants.push({ label: `${name} null`, value: { ...valid, [name]: null } });
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // Only fields the valid body holds: one it leaves out may be hidden for it, and dropped.
    if (!(name in valid)) continue;
    for (const bad of wrongValues(document, property, valid[name])) {
      variants.push({
        label: `${name}=${toBody(bad).slice(0, 40)}`,
        value: { ...valid, [name]: bad },
      });
    }
  }
  return variants;
}

/**
 * What a refused request must not have changed: every row a write could touch. Sessions and
 * rate-limit counters are left out (reading them is what a request does).
 */
const STATE_TABLES = [
  'users',
  'listings',
  'files',
  'listing_views',
  'contacts',
  'messages',
  'seller_actions',
  'idempotency_keys',
  'listing_leads',
];

export async function stateFingerprint(db: Db, filesDir: string): Promise<Record<string, string>> {
  // The photo files too: a refused upload leaves nothing on disk.
  const out: Record<string, string> = {
    disk: readdirSync(filesDir, { recursive: true }).map(String).sort().join('|'),
  };
  for (const table of STATE_TABLES) {
    const [row] = await rows<{ digest: string | null }>(
      db,
      sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`),
    );
    out[table] = row?.digest ?? 'empty';
  }
  return out;
}

/** Every operation of the document: method, path, declaration. */
export function operations(document: OpenApiDocument): [string, string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(
      ([method, op]) => [method.toUpperCase(), path, op] as [string, string, OpenApiOperation],
    ),
  );
}
