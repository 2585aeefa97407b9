/**
 * GET /api/metrics: the process's metrics in Prometheus text, for a scraper holding the token or
 * calling from an allowed address (access.ts). Each process answers its own figures.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { clientAddress } from '@/server/http/client-address';
import { createRouter, errors } from '@/server/http/router';
import { metricsGate } from './access';
import { processMetrics, registry } from './registry';

const metrics = createRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'readMetrics',
  tags: ['health'],
  summary: "This process's metrics, in Prometheus text",
  description:
    'HTTP requests by route and status, latencies, bot messages, reply latency, job and image ' +
    'queues, the database pool and Node.js process figures. Readable with ' +
    '`Authorization: Bearer <METRICS_TOKEN>`, from an address in METRICS_ALLOW, or, with ' +
    'neither set, from this machine only.',
  // The token; the allow-list and loopback (no token needed) are said in the description.
  security: [{ metricsToken: [] }],
  responses: {
    200: {
      description: 'The metrics (text/plain; version=0.0.4).',
      content: { 'text/plain': { schema: z.string() } },
    },
    401: { ...errors[401], description: 'METRICS_TOKEN is set and was not given.' },
    403: { ...errors[403], description: 'This address may not read the metrics.' },
  },
});

export function metricsRoutes() {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The value of METRICS_TOKEN.',
  });
  let gate: ReturnType<typeof metricsGate> | null = null;
  return router.openapi(metrics, async (c) => {
    const env = c.var.deps.env;
    gate ??= metricsGate({ token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW });
    const verdict = gate(c.req.header('authorization'), clientAddress(c));
    if (verdict === 'no-token') {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'The metrics need the token in METRICS_TOKEN.' }, 401);
    }
    if (verdict === 'not-allowed') {
      return c.json({ message: 'This address may not read the metrics.' }, 403);
    }
    const text = await processMetrics();
    return c.text(text, 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
}
