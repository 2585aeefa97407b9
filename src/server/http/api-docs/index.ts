/**
 * The API describes itself: GET /api/openapi.json is the OpenAPI 3.1 document built from the
 * routes' own declarations, GET /api/docs a reference page that reads it and can send requests.
 * Both are declared routes too, so the document lists them.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { AppOpenAPI } from '@/server/deps';
import { createRouter, noSecurity, tooManyAtOnce } from '@/server/http/router';
import { CONTENT_SECURITY_POLICY } from '@/server/http/static-app';
import { DOCS_CSS, DOCS_HTML } from './page';
import { DOCS_SCRIPT } from './script';

export const API_TITLE = 'Seller dashboard API';
export const API_VERSION = '1';
/** Not published under an open licence (an SPDX custom reference, as OpenAPI 3.1 allows). */
const API_LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

const tags = ['documentation'];
/** Anyone may read the documentation. */
const readable = { tags, security: noSecurity } as const;
const text = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  operationId: 'getApiDocument',
  ...readable,
  summary: 'This document',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document of every /api route.',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    429: tooManyAtOnce,
  },
});
const pageRoute = createRoute({
  method: 'get',
  path: '/docs',
  operationId: 'getApiDocsPage',
  ...readable,
  summary: 'The API reference page',
  responses: {
    200: text('text/html', 'A page listing every operation, with a form to try it.'),
    429: tooManyAtOnce,
  },
});
const scriptRoute = createRoute({
  method: 'get',
  path: '/docs/docs.js',
  operationId: 'getApiDocsScript',
  ...readable,
  summary: "The reference page's script",
  responses: { 200: text('text/javascript', 'Script of the reference page.'), 429: tooManyAtOnce },
});
const styleRoute = createRoute({
  method: 'get',
  path: '/docs/docs.css',
  operationId: 'getApiDocsStyle',
  ...readable,
  summary: "The reference page's style sheet",
  responses: { 200: text('text/css', 'Style sheet of the reference page.'), 429: tooManyAtOnce },
});

const asset = (body: string, type: string) =>
  new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cache-Control': 'no-cache',
    },
  });

/** The document and the page, to mount at /api; `root` is the app that holds every route. */
export function apiDocsRouter(root: AppOpenAPI) {
  root.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from /api/users/token-auth or /api/users/verify-code.',
  });
  // Built on first request, when every route is registered; the routes never change after.
  let document: ReturnType<typeof root.getOpenAPI31Document> | null = null;
  return createRouter()
    .openapi(documentRoute, (c) => {
      document ??= root.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: API_TITLE,
          version: API_VERSION,
          description:
            'Sellers sign in through the WhatsApp bot and manage their listings; administrators ' +
            'see the marketplace. Every failure is answered as { "message": "..." }.',
          license: API_LICENSE,
        },
        // The server that sends the document; every path already begins with /api.
        servers: [{ url: '/', description: 'This server.' }],
      });
      return c.json(document, 200);
    })
    .openapi(pageRoute, () => asset(DOCS_HTML, 'text/html'))
    .openapi(scriptRoute, () => asset(DOCS_SCRIPT, 'text/javascript'))
    .openapi(styleRoute, () => asset(DOCS_CSS, 'text/css'));
}
