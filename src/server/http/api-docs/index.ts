/**
 * The API describes itself: GET /api/openapi.json is the OpenAPI 3.1 document built from the
 * routes' own declarations, GET /api/docs a reference page that reads it and can send requests.
 * Both are declared routes too, so the document lists them.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { AppOpenAPI } from '@/server/deps';
import { createRouter } from '@/server/http/router';
import { CONTENT_SECURITY_POLICY } from '@/server/http/static-app';
import { DOCS_CSS, DOCS_HTML } from './page';
import { DOCS_SCRIPT } from './script';

export const API_TITLE = 'Seller dashboard API';
export const API_VERSION = '1';

const tags = ['documentation'];
const text = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags,
  summary: 'This document',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document of every /api route.',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});
const pageRoute = createRoute({
  method: 'get',
  path: '/docs',
  tags,
  summary: 'The API reference page',
  responses: { 200: text('text/html', 'A page listing every operation, with a form to try it.') },
});
const scriptRoute = createRoute({
  method: 'get',
  path: '/docs/docs.js',
  tags,
  summary: "The reference page's script",
  responses: { 200: text('text/javascript', 'Script of the reference page.') },
});
const styleRoute = createRoute({
  method: 'get',
  path: '/docs/docs.css',
  tags,
  summary: "The reference page's style sheet",
  responses: { 200: text('text/css', 'Style sheet of the reference page.') },
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
export function apiDocsRouter(root: AppOpenAPI): AppOpenAPI {
  const api = createRouter();
  root.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from /api/users/token-auth or /api/users/verify-code.',
  });
  // Built on first request, when every route is registered; the routes never change after.
  let document: ReturnType<typeof root.getOpenAPI31Document> | null = null;
  api.openapi(documentRoute, (c) => {
    document ??= root.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version: API_VERSION,
        description:
          'Sellers sign in through the WhatsApp bot and manage their listings; administrators ' +
          'see the marketplace. Every failure is answered as { "message": "..." }.',
      },
    });
    return c.json(document, 200);
  });
  api.openapi(pageRoute, () => asset(DOCS_HTML, 'text/html'));
  api.openapi(scriptRoute, () => asset(DOCS_SCRIPT, 'text/javascript'));
  api.openapi(styleRoute, () => asset(DOCS_CSS, 'text/css'));
  return api;
}
