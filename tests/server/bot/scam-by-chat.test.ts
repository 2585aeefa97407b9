/**
 * Listing by chat with words that read like a scam: a strong pattern holds the listing for
 * review and the bot says, in the seller's language, which words, why and how to rephrase; a
 * weak one publishes it with the same said, and a case opens either way.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { say, sendPhoto, server, tap, textOf, useChatServer } from './chat-seller';

useChatServer();

let seed = 60;

/** Sends a photo and a line, publishes, and answers the listing's state and the bot's reply. */
async function publishByChat(phone: string, line: string) {
  await server.signInAs(phone);
  await sendPhoto(phone, seed++);
  const summary = await say(phone, line);
  const replies = await tap(phone, 'sell:publish');
  const [listing] = await rows<{
    id: string;
    moderation_state: string | null;
    description: string;
  }>(
    server.db,
    sql`SELECT l.id, l.moderation_state, l.description FROM listings l JOIN users u ON u.id = l.seller_id
         WHERE u.phone = ${phone} ORDER BY l.created_at DESC, l.id LIMIT 1`,
  );
  const [open] = await rows<{ reasons: { code: string; words?: string[] }[] }>(
    server.db,
    sql`SELECT reasons FROM moderation_cases WHERE listing_id = ${listing?.id ?? ''} AND state = 'open'`,
  );
  return {
    listing,
    summary: summary.map(textOf),
    reply: replies.map(textOf).join('\n'),
    reasons: open?.reasons ?? [],
  };
}

describe('scam patterns in listing by chat', () => {
  it.each([
    [
      'en',
      '263771570001',
      'Room to rent Avondale $200, pay a deposit before viewing',
      /^✅ Saved, but it waits for a check before buyers see it: the words "deposit", "before", "viewing": they read like asking buyers to pay before they have seen it\.\nIf a deposit is paid after viewing, say so/,
    ],
    [
      'sn',
      '263771570002',
      'Imba yekurenda kuWarren Park $150, tumirai dhipoziti musati maona',
      /^✅ Chachengetwa, asi chichaongororwa vatengi vasati vachiona: mazwi "dhipoziti", "musati", "maona" anoita kunge vatengi vari kukumbirwa kubhadhara vasati vachiona\.\nKana deposit ichibhadharwa mushure mekuona/,
    ],
    [
      'nd',
      '263771570003',
      'Indlu yokuqasha eBulawayo $250 ngenyanga, thumela idiphozithi ungakayiboni',
      /^✅ Kugciniwe, kodwa kuzahlolwa abathengi bengakaboni: amazwi "idiphozithi", "ungakayiboni" akhangela angathi abathengi bacelwa ukukhokha bengakaboni\.\nNxa idiphozithi ikhokhwa emva kokubona/,
    ],
  ])(
    'holds a strong pattern (%s) and says which words, why and how to rephrase',
    async (_lang, phone, line, said) => {
      const { listing, reply, reasons } = await publishByChat(phone, line);
      expect(listing?.moderation_state).toBe('in_review');
      expect(reply).toMatch(said);
      expect(reasons).toContainEqual(expect.objectContaining({ code: 'scam_pattern' }));
    },
  );

  it('publishes a weak pattern, says so, and opens a case', async () => {
    const { listing, reply, reasons } = await publishByChat(
      '263771570004',
      'Samsung A54 $300 Harare, contact me on Telegram for more',
    );
    expect(listing?.moderation_state).toBeNull();
    expect(reply).toMatch(
      /^✅ Published: \S+\nAn admin will look at the words "telegram": they move buyers to another app or number\./,
    );
    expect(reasons).toEqual([
      expect.objectContaining({ code: 'scam_pattern', rule: 'off-platform', words: ['telegram'] }),
    ]);
  });

  it('publishes an honest look-alike as before', async () => {
    const { listing, reply, reasons } = await publishByChat(
      '263771570005',
      'Room to rent Avondale $200, deposit after viewing, EcoCash accepted',
    );
    expect(listing?.moderation_state).toBeNull();
    expect(reply).toMatch(/^✅ Published! Share it:/);
    expect(reasons).toEqual([]);
  });
});
