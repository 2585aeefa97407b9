/**
 * The API describes itself: every /api route the app serves is in /api/openapi.json (found by
 * walking the routes Hono registered, so a route added without a declaration fails here), and
 * the reference page at /api/docs is served from this server alone, under its
 * Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@/server/http/static-app';
import { describeProblems, lintApiDocument } from '../../scripts/lib/lint-api-document';
import { createTestServer, type TestServer } from './helpers';

/**
 * Routes whose declaration is still to come. Each entry must be a real route that is really
 * missing from the document (checked below), so the list can only shrink; it must end empty.
 */
const NOT_YET_DECLARED = new Set<string>([]);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  // The development chat on, so its conditional route is registered and checked too.
  server = await createTestServer({ env: { DEV_CHAT: '1' } });
  const response = await server.client().api['openapi.json'].$get();
  expect(response.status).toBe(200);
  // Declared as any JSON object; read as the document it is.
  document = JSON.parse(await response.text()) as OpenApiDocument;
});

afterAll(async () => {
  await server.close();
});

/** `GET /api/listings/{id}` for every route registered under /api (middleware aside). */
function registeredApiRoutes(): Set<string> {
  return new Set(
    server.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`),
  );
}

function documentedRoutes(): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every /api route the app serves', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = documentedRoutes();
    const registered = registeredApiRoutes();
    const missing = [...registered].filter(
      (route) => !documented.has(route) && !NOT_YET_DECLARED.has(route),
    );
    expect(missing).toEqual([]);
    const stale = [...NOT_YET_DECLARED].filter(
      (route) => documented.has(route) || !registered.has(route),
    );
    expect(stale, 'declared or gone: remove from NOT_YET_DECLARED').toEqual([]);
  });

  it('lists only routes that exist, each with its answers', () => {
    const registered = registeredApiRoutes();
    for (const route of documentedRoutes()) expect(registered, route).toContain(route);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it('passes Redocly lint with the recommended rules: no error, no warning', async () => {
    const result = await lintApiDocument(document);
    expect(result.problems, describeProblems(result)).toEqual([]);
    expect([result.errors, result.warnings]).toEqual([0, 0]);
  });

  it('names each operation verb first, says who may call it and documents a refusal', () => {
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        route: `${method} ${path}`,
        operation,
      })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => id && ids.indexOf(id) !== index)).toEqual([]);
    for (const { route, operation } of operations) {
      // lowerCamelCase, verb first: listListings, getListing, updateListingStatus.
      expect(operation.operationId ?? 'no operationId', route).toMatch(
        /^[a-z]+(?:[A-Z][a-z0-9]*)+$/,
      );
      // [] for a public operation, the session otherwise (the metrics: their own token): never
      // left unsaid.
      expect(operation.security, route).toBeDefined();
      const scheme = route === 'get /api/metrics' ? 'metricsToken' : 'session';
      for (const requirement of operation.security ?? []) {
        expect(Object.keys(requirement), route).toEqual([scheme]);
      }
      // At least one 4xx answered as { message } (the Error schema, or one that extends it).
      const refusals = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .map(([, answer]) => answer.content?.['application/json']?.schema);
      const asError = refusals.filter(
        (schema) => schema?.$ref === '#/components/schemas/Error' || schema?.properties?.message,
      );
      expect(asError.length, `${route}: a 4xx answered as { message }`).toBeGreaterThan(0);
    }
  });

  it('describes a listing with the domain schema', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"#/components/schemas/Listing"');
    expect(text).toContain('"#/components/schemas/ListingInput"');
  });
});

describe('the API reference page', () => {
  it('is served with the Content-Security-Policy and loads nothing from elsewhere', async () => {
    const page = await server.client().api.docs.$get();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await page.text();
    // No inline script or style (the policy forbids them) and no address of another site.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(['/api/docs/docs.css', '/api/docs/docs.js']);
    for (const asset of assets) {
      const response = await server.request(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/(css|javascript)/);
      expect(await response.text()).not.toMatch(/https?:\/\//);
    }
  });

  it('reads the document it describes', async () => {
    const script = await (await server.client().api.docs['docs.js'].$get()).text();
    expect(script).toContain("fetch('/api/openapi.json')");
  });
});
