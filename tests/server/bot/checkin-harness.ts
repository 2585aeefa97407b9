/**
 * The check-in tests' harness: a server on a controllable clock, the stand-in Graph API, a bot
 * over the signed webhook, and sellers signed in on that clock.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createBot, type Bot } from '@/server/bot';
import { CloudApiSender, type OutboundSender } from '@/server/bot/whatsapp/sender';
import { parseEnv } from '@/server/env';
import { silentLogger } from '@/server/logger';
import { toListingJson } from '@/server/listings/listing-json';
import { findListing } from '@/server/listings/listing-queries';
import type { CloudApiBody } from '../../support/cloud-api-body';
import { FakeGraphApi } from '../../support/fake-graph-api';
import { signInAt } from '../../support/signed-in-server';
import { deliverSigned, sentWhile } from '../../support/webhook-bot';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { textMessage } from './payloads';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export let clock = new Date('2027-01-01T08:00:00Z');
export const now = () => clock;
export const at = (ms: number) => (clock = new Date(ms));

export let server: TestServer;
export const graph = new FakeGraphApi();
let apiBase = '';

/** Sets up the server, the stand-in Graph API and the bot for one test file. */
export function useCheckinHarness(): void {
  beforeAll(async () => {
    apiBase = await graph.start();
    server = await createTestServer({
      env: {
        LOG_LEVEL: 'silent',
        WHATSAPP_APP_SECRET: 'k',
        CHECKIN_AFTER: '30d',
        AUTOPAUSE_AFTER: '7d',
      },
      deps: { now },
    });
    bot = botWith();
  });
  afterAll(async () => {
    await graph.stop();
    await server?.close();
  });
}

export function botWith(options: { template?: string; sender?: OutboundSender } = {}): Bot {
  const env = parseEnv({
    ADMIN_PHONES: ADMIN_PHONE,
    DATA_DIR: server.filesDir,
    LOG_LEVEL: 'silent',
    WHATSAPP_APP_SECRET: 'k',
    CHECKIN_AFTER: '30d',
    AUTOPAUSE_AFTER: '7d',
    ...(options.template ? { WHATSAPP_TEMPLATE_CHECKIN: options.template } : {}),
  });
  return createBot({
    env,
    db: server.db,
    logger: silentLogger,
    now,
    sender: options.sender ?? new CloudApiSender({ apiBase, phoneNumberId: '1', token: 't' }),
  });
}
export let bot: Bot;

export const deliver = (payload: unknown, through = bot) => deliverSigned(through, payload);

export type Sent = CloudApiBody;

export const sentFor = (phone: string, run: () => Promise<unknown>): Promise<Sent[]> =>
  sentWhile(graph, phone, run);

export const buttonIds = (sent: Sent | undefined) =>
  (sent?.interactive?.action.buttons ?? []).map((b) => b.reply.id);
export const rowsOf = (sent: Sent | undefined) =>
  sent?.interactive?.action.sections?.[0]?.rows ?? [];

/** Signs the seller in on the test's clock (sessions last 15 days; the clock jumps months). */
export const signIn = (phone: string): Promise<SignedIn> => signInAt(server, phone, clock);

/**
 * The listing as the API answers it, read from the database (read-your-writes.test.ts checks
 * that the API's own reads show the bot's changes at once).
 */
export async function listingOf(seller: SignedIn, id: string): Promise<Record<string, unknown>> {
  const row = await findListing(server.db, id);
  expect(row?.sellerId).toBe(seller.user._id);
  return toListingJson(row!);
}

export async function newSeller(phone: string, titles: string[]) {
  const seller = await signIn(phone);
  const ids: string[] = [];
  for (const title of titles) {
    const res = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing({ title }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { _id: string })._id);
  }
  return { seller, ids };
}

/** The seller writes (opening WhatsApp's 24-hour window), and the greeting reply is let go. */
export const writes = (phone: string) => deliver(textMessage(phone, 'hello'));
