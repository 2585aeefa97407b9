/**
 * Without a published listing form (WHATSAPP_LISTING_FLOW_ID unset), "sell" is listing by chat
 * as ever: no Flow is sent, no token made.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { graph, say, server, textOf, useChatServer } from './chat-seller';

useChatServer();

describe('"sell" without a listing form configured', () => {
  it('answers as listing by chat, sending no Flow', async () => {
    const phone = '263771600201';
    await server.signInAs(phone);
    const replies = await say(phone, 'sell');
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((m) => m.interactive?.type !== 'flow')).toBe(true);
    expect(replies.map(textOf).join('\n')).toBe(
      'What are you selling? Send a short title (for example "Toyota Corolla 2012").',
    );
    expect(
      graph
        .sentTo(phone)
        .every((m) => (m.body.interactive as { type?: string } | undefined)?.type !== 'flow'),
    ).toBe(true);
    expect(await rows(server.db, sql`SELECT 1 FROM listing_flow_tokens`)).toHaveLength(0);
  });
});
