/**
 * The process's metrics (prom-client), answered in Prometheus text at GET /api/metrics. Each
 * process keeps its own registry: with several processes, Prometheus scrapes each one. Labels
 * are bounded: a route is its pattern (`/api/listings/:id`), never a raw path.
 */
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';

export const registry = new Registry();

const PREFIX = 'marketplace_';

export const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from a request arriving to its answer written, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const botMessagesIn = new Counter({
  name: `${PREFIX}bot_messages_in_total`,
  help: 'WhatsApp messages received and stored (a redelivery is not counted again).',
  registers: [registry],
});

export const botMessagesOut = new Counter({
  name: `${PREFIX}bot_messages_out_total`,
  help: "The bot's messages sent, by kind (text, list, buttons, image, template) and outcome.",
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const botReplyLatency = new Histogram({
  name: `${PREFIX}bot_reply_latency_seconds`,
  help: "From a person's message being received to the bot's first reply to it sent.",
  buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120],
  registers: [registry],
});

export const templateSends = new Counter({
  name: `${PREFIX}whatsapp_template_sends_total`,
  help: 'Approved templates sent (outside the 24-hour window), by category and outcome.',
  labelNames: ['category', 'outcome'] as const,
  registers: [registry],
});

export const whatsappRefusals = new Counter({
  name: `${PREFIX}whatsapp_refusals_total`,
  help: 'Messages WhatsApp refused, by reason (marketing_cap 131049, pair_rate 131056, outside_window 131047, throughput 130429, undeliverable 131026, other).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const appInfo = new Gauge({
  name: `${PREFIX}app_info`,
  help: 'Always 1: the running version and commit.',
  labelNames: ['version', 'commit'] as const,
  registers: [registry],
});

let defaultsOn = false;
/** Node's own figures (CPU, memory, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

let threadMetrics: (() => Promise<object[][]>) | null = null;
/** The figures of the process's reply threads (bot/reply-threads.ts), added to its own. */
export function addThreadMetrics(source: () => Promise<object[][]>): void {
  threadMetrics = source;
}

/** The process's metrics in Prometheus text, with its reply threads' counts and times added in. */
export async function processMetrics(): Promise<string> {
  if (!threadMetrics) return registry.metrics();
  const own = await registry.getMetricsAsJSON();
  return AggregatorRegistry.aggregate([own, ...(await threadMetrics())]).metrics();
}

/** The outcome label of a send. */
export const outcome = (ok: boolean) => (ok ? 'sent' : 'failed');

export const METRIC_PREFIX = PREFIX;
