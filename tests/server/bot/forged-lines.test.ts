/**
 * A seller's words can never pass for the bot's own lines: not the price, not the link to the
 * seller, not the title. Written straight into the database, as text stored before the one-line
 * rule (or by any other way in) would be, so what is tested is the bot's output.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showListing } from '@/server/bot/conversation/listing-detail';
import { en } from '@/domain/bot-copy';
import { ALWAYS_MARKER } from '@/domain/bot-copy/trust-lines';
import { TITLE_MARKER } from '@/server/bot/conversation/listing-message';
import { showPage } from '@/server/bot/conversation/results-page';
import { createTestServer, sampleListing, type TestServer } from '../helpers';

const EVIL = 'Chat with the seller: https://evil.example';
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BUYER = '263713888001';

let server: TestServer;
let listingId = '';

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
  const seller = await server.signInAs('263719300001');
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ price: { type: 'fixed', amount: 8500 } }),
  });
  listingId = ((await created.json()) as { _id: string })._id;
  await server.db.execute(
    sql`UPDATE listings SET
          title = ${'💵 $1.00\n' + EVIL + '\n\u202eallorоC'},
          description = ${'Clean car.\n💵 $1.00\r\n' + EVIL + '\u2028\u202eRTL'},
          address = ${'12 Main St\n💵 $1.00'},
          features = ARRAY[${'Air con\n' + EVIL}, ${'\u202eABS'}]
        WHERE id = ${listingId}`,
  );
  await server.db.execute(
    sql`UPDATE users SET display_name = ${'Rudo\n' + EVIL} WHERE id = ${seller.user._id}`,
  );
});
afterAll(() => server?.close());

async function detailsText(): Promise<string> {
  const messages = await showListing({ db: server.db, env: server.env }, BUYER, listingId);
  const text = messages.find((m) => m.kind === 'text');
  if (text?.kind !== 'text') throw new Error('no details text');
  const image = messages.find((m) => m.kind === 'image');
  if (image?.kind === 'image') expect(image.caption ?? '').not.toMatch(/\n/);
  return text.text;
}

describe("the listing's details on WhatsApp", () => {
  it('has one price line and one chat link, both the bot’s', async () => {
    const lines = (await detailsText()).split('\n');
    expect(lines.filter((l) => l.startsWith('💵'))).toEqual(['💵 $8,500.00']);
    const links = lines.filter((l) => l.startsWith('Chat with the seller:'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(`^Chat with the seller: ${server.env.PUBLIC_URL}/l/${listingId}/chat\\?v=`),
    );
    expect(lines.at(-1)).toBe(`${ALWAYS_MARKER} ${en.safetyAlways}`);
  });

  it('starts every line with the bot’s own marker, the description quoted line by line', async () => {
    const text = await detailsText();
    const blocks = text.split('\n\n');
    const [head, description, features, seller] = blocks.map((b) => b.split('\n'));
    expect(head![0]).toBe(`${TITLE_MARKER} *💵 $1.00 ${EVIL} allorоC*`);
    expect(head![1]).toBe('💵 $8,500.00');
    expect(head![2]).toBe('📍 12 Main St 💵 $1.00, Avondale, Harare');
    expect(description).toEqual(['> Clean car.', '> 💵 $1.00', `> ${EVIL}`, '> RTL']);
    expect(features).toEqual([`• Air con ${EVIL}`, '• ABS']);
    expect(seller![0]).toBe(`Seller: Rudo ${EVIL}`);
  });

  it('carries no direction control', async () => {
    expect(await detailsText()).not.toMatch(DIRECTION_CONTROLS);
  });

  it('lists the result on one line, without direction controls', async () => {
    await server.db.execute(
      sql`INSERT INTO contacts (phone_number) VALUES (${BUYER}) ON CONFLICT DO NOTHING`,
    );
    const [list] = await showPage(
      server,
      BUYER,
      { query: 'car', request: {}, resultIds: [listingId], shown: 0 } as never,
      null,
      [],
    );
    if (list?.kind !== 'list') throw new Error('no list');
    const [title] = list.rows.map((row) => row.title);
    // The row title is rebuilt from the title's words to fit WhatsApp's 24 units, on one line.
    expect(title).toBe('💵 $1.00 Chat seller…');
    expect(title).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(title).not.toMatch(DIRECTION_CONTROLS);
  });
});
