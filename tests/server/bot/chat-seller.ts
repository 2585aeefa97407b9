/**
 * The harness of the listing-by-chat tests: a test server whose bot talks to the stand-in Graph
 * API (sends recorded, media served with the access token), and short ways to read what it sent.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { rows } from '@/server/db/rows';
import { files } from '@/server/db/schema';
import type { CloudApiBody } from '../../support/cloud-api-body';
import { FakeGraphApi } from '../../support/fake-graph-api';
import { deliverThroughApp, sentWhile } from '../../support/webhook-bot';
import { createTestServer, type TestServer } from '../helpers';
import { makePhoto } from '../photos';
import { buttonReply, listReply, mediaMessage, textMessage } from './payloads';

export const SECRET = 'listing-by-chat-secret';
export const PUBLIC_URL = 'https://market.example.co.zw';
export const graph = new FakeGraphApi();
export let server: TestServer;

/** Starts the server and the stand-in Graph API for the calling test file (with `env` added). */
export function useChatServer(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    const apiBase = await graph.start();
    server = await createTestServer({
      env: {
        LOG_LEVEL: 'silent',
        PUBLIC_URL,
        WHATSAPP_APP_SECRET: SECRET,
        WHATSAPP_TOKEN: graph.token,
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_API_BASE: apiBase,
        ...env,
      },
    });
  });
  afterAll(async () => {
    await graph.stop();
    await server?.close();
  });
}

/** A Cloud API message body, as far as these tests read it. */
export type Sent = CloudApiBody;

/** Delivers one webhook payload and returns what the phone was sent in answer. */
export const deliver = (phone: string, payload: unknown): Promise<Sent[]> =>
  sentWhile(graph, phone, () => deliverThroughApp(server, SECRET, payload));

export const say = (phone: string, words: string) => deliver(phone, textMessage(phone, words));
export const tap = (phone: string, id: string) => deliver(phone, buttonReply(phone, id, id));
export const pick = (phone: string, id: string) => deliver(phone, listReply(phone, id, id));

export const textOf = (m: Sent) => m.text?.body ?? m.interactive?.body.text ?? '';
export const buttonsOf = (m: Sent) => (m.interactive?.action.buttons ?? []).map((b) => b.reply.id);
export const rowsOf = (m: Sent) =>
  (m.interactive?.action.sections?.[0]?.rows ?? []).map((r) => r.id);

let mediaCount = 0;
/** Puts a photo on the stand-in Graph API and returns its media id. */
export function serve(bytes: Buffer, mime = 'image/jpeg', failing = false): string {
  const id = `media${++mediaCount}${Date.now()}`;
  graph.media.set(id, { bytes, mime, failing });
  return id;
}

export async function sendPhoto(phone: string, seed: number, caption?: string) {
  const id = serve(await makePhoto(seed, 640, 480));
  return deliver(phone, mediaMessage(phone, 'image', id, caption ? { caption } : {}));
}

export const draftOf = async (sellerId: string) =>
  (
    await rows<{ id: string; fields: Record<string, unknown>; images: string[] }>(
      server.db,
      sql`SELECT id, fields, images FROM listing_drafts WHERE seller_id = ${sellerId}`,
    )
  )[0];
export const listingsOf = (sellerId: string) =>
  rows<{ id: string; title: string; status: string }>(
    server.db,
    sql`SELECT id, title, status FROM listings WHERE seller_id = ${sellerId}`,
  );
export const fileRows = (ids: string[]) =>
  server.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
