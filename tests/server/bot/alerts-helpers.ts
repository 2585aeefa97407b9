/**
 * The alerts' tests' world: a server whose bot sends to the stand-in Graph API, on a clock the
 * tests move, with an in-process job queue they wait on; buyers talk over the signed webhook.
 */
import { expect } from 'vitest';
import { InProcessJobQueue } from '@/server/jobs/in-process-queue';
import type { CloudApiBody } from '../../support/cloud-api-body';
import { FakeGraphApi } from '../../support/fake-graph-api';
import {
  createListing,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { buttonReply, listReply, signedHeaders, textMessage } from './payloads';

/** A Cloud API message body, as far as these tests read it. */
export type Sent = CloudApiBody;

export interface AlertWorld {
  server: TestServer;
  graph: FakeGraphApi;
  jobs: InProcessJobQueue;
  /** Sets the clock. */
  at(iso: string): void;
  now(): Date;
  /** What the buyer is sent while `run` runs (jobs it starts included), as Cloud API bodies. */
  sentFor(phone: string, run: () => Promise<unknown>): Promise<Sent[]>;
  say(phone: string, text: string): Promise<void>;
  tap(phone: string, id: string, title?: string): Promise<void>;
  pick(phone: string, rowId: string): Promise<void>;
  /** Posts a listing through the API, as the app does, and waits for the alerts it starts. */
  post(seller: SignedIn, overrides: Record<string, unknown>): Promise<string>;
  deliver(payload: unknown): Promise<void>;
  close(): Promise<void>;
}

export async function alertWorld(
  start: string,
  /** More settings (PUBLIC_URL, ...) over the world's own. */
  env: Record<string, string> = {},
): Promise<AlertWorld> {
  const graph = new FakeGraphApi();
  const apiBase = await graph.start();
  const jobs = new InProcessJobQueue();
  let clock = new Date(start);
  const server = await createTestServer({
    env: {
      LOG_LEVEL: 'silent',
      WHATSAPP_APP_SECRET: 'k',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_API_BASE: apiBase,
      ...env,
    },
    deps: { now: () => clock, jobs },
  });
  const settle = async () => {
    await server.bot.idle();
    await jobs.idle();
    await server.bot.idle();
  };
  const deliver = async (payload: unknown) => {
    const body = JSON.stringify(payload);
    const res = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, 'k'),
    });
    expect(res.status).toBe(200);
    await settle();
  };
  const world: AlertWorld = {
    server,
    graph,
    jobs,
    at: (iso) => {
      clock = new Date(iso);
    },
    now: () => clock,
    sentFor: async (phone, run) => {
      const before = graph.sentTo(phone).length;
      await run();
      await settle();
      return graph
        .sentTo(phone)
        .slice(before)
        .map((message) => message.body);
    },
    say: (phone, text) => deliver(textMessage(phone, text)),
    tap: (phone, id, title = 'Alert me') => deliver(buttonReply(phone, id, title)),
    pick: (phone, rowId) => deliver(listReply(phone, rowId)),
    post: async (seller, overrides) => {
      const listing = await createListing(seller, sampleListing(overrides));
      await settle();
      return listing._id;
    },
    deliver,
    close: async () => {
      await jobs.stop(1000);
      await server.bot.stop();
      await graph.stop();
      await server.close();
    },
  };
  return world;
}

/** A flat to rent, as a seller lists it. */
export const flat = (city: string, overrides: Record<string, unknown> = {}) => ({
  type: 'real_estate',
  subType: 'apartment',
  realEstateDealType: 'rent',
  vehicleBrand: undefined,
  modelYear: undefined,
  features: [],
  title: `2 bedroom flat in ${city}`,
  description: 'Two bedrooms, water tank, secure parking.',
  city,
  neighborhood: undefined,
  price: { type: 'fixed', amount: 350, frequency: 'month' },
  ...overrides,
});

/** The text of a message: a text's body, an interactive's body, a template's filled text. */
export const textOf = (message: Sent): string =>
  message.text?.body ??
  message.interactive?.body.text ??
  (message.template?.components[0]?.parameters.map((p) => p.text).join(' | ') || '');
