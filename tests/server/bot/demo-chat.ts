/**
 * A test file's chat with the bot over the demo catalogue: a server of its own with the seeded
 * listings (no photos, chats or views), the development chat route to talk through, and the
 * seed's key ('house-avondale') of a listing row the bot offers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDatabase } from '@/server/seed';
import { createTestServer, type TestServer } from '../helpers';

export interface Row {
  id: string;
  title: string;
  description?: string;
}

export interface Reply {
  text: string;
  message: { kind: string; rows?: Row[]; header?: string; body?: string; button?: string };
}

export function demoChat() {
  let server: TestServer | undefined;
  const keyById = new Map<string, string>();
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'silent', DEV_CHAT: '1' } });
    const seed = await seedDatabase(
      { db: server.db, filesDir: server.filesDir, env: server.env },
      { photos: 'none', conversations: false, views: false },
    );
    for (const [key, id] of Object.entries(seed.listingIds)) keyById.set(`listing:${id}`, key);
  });
  afterAll(() => server?.close());

  return {
    /** What the bot answers `text` from `from`. */
    async ask(from: string, text: string): Promise<Reply[]> {
      if (!server) throw new Error('the demo chat is not started yet');
      const res = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { replies: Reply[] }).replies;
    },
    /** The seed key of a row's listing, or the row id when it is no listing. */
    keyOf: (rowId: string) => keyById.get(rowId) ?? rowId,
  };
}
