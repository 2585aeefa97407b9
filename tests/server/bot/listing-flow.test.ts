/**
 * Listing through the form inside WhatsApp (a WhatsApp Flow), with the stand-in playing
 * WhatsApp's side: "sell" sends the Flow in Meta's documented shape; its completion, photos
 * encrypted on the CDN as WhatsApp stores them, becomes the chat draft and its summary; Publish
 * makes the listing buyers find. Tampered photos, foreign or spent tokens, and answers that do
 * not fit are each handled as listing by chat would.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { encryptOntoCdn, flowCompletion, type Tamper } from '../../support/flow-completion';
import { makePhoto } from '../photos';
import { delivery, messageValue } from './cloud-api-fixtures';
import {
  buttonsOf,
  deliver,
  draftOf,
  graph,
  listingsOf,
  PUBLIC_URL,
  rowsOf,
  say,
  server,
  tap,
  textOf,
  useChatServer,
  type Sent,
} from './chat-seller';

const FLOW_ID = '1234567890123456';
useChatServer({ WHATSAPP_LISTING_FLOW_ID: FLOW_ID });

/** "sell", and the flow_token of the form it sent. */
async function formToken(phone: string): Promise<string> {
  const replies = await say(phone, 'sell');
  expect(replies).toHaveLength(1);
  expect(replies[0]!.interactive?.type).toBe('flow');
  return replies[0]!.interactive!.action.parameters!.flow_token as string;
}

const photo = async (seed: number, name: string, tamper: Tamper = 'none') =>
  encryptOntoCdn(graph, await makePhoto(seed, 640, 480), name, tamper);

const answers = (extra: Record<string, unknown> = {}) => ({
  type: 'vehicle',
  sub_type: 'car',
  title: 'Honda Fit 2010',
  price: '$4500',
  city: 'harare',
  town: '',
  description: 'Clean Honda Fit, one owner, new tyres.',
  ...extra,
});

const complete = (phone: string, token: string, given: Record<string, unknown>) =>
  deliver(phone, flowCompletion(phone, token, given));

describe('listing through the form: from "sell" to Publish', () => {
  const phone = '263771600001';
  let sellerId = '';
  let listingId = '';

  it('answers "sell" with the form, in the shape Meta documents, its token kept only hashed', async () => {
    sellerId = (await server.signInAs(phone)).user._id;
    const replies = await say(phone, 'sell');
    expect(replies).toHaveLength(1);
    const sent: Sent = replies[0]!;
    // The stand-in refuses a Flow message outside the documented shape: it arrived, so it fits.
    expect(sent.type).toBe('interactive');
    expect(sent.interactive?.type).toBe('flow');
    expect(sent.interactive?.action.name).toBe('flow');
    const p = sent.interactive!.action.parameters!;
    expect(p).toMatchObject({
      flow_message_version: '3',
      flow_id: FLOW_ID,
      flow_cta: 'List an item',
      flow_action: 'navigate',
      flow_action_payload: { screen: 'LISTING' },
    });
    expect(textOf(sent)).toMatch(/fill in a form/);
    expect(textOf(sent)).toMatch(/Or send photos and a line about it here/);
    const token = p.flow_token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = await rows<{ token_hash: string; seller_id: string }>(
      server.db,
      sql`SELECT token_hash, seller_id FROM listing_flow_tokens WHERE phone_number = ${phone}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.seller_id).toBe(sellerId);
    expect(stored[0]!.token_hash).not.toContain(token);
    // The conversation keeps the offer's words, never its token.
    const log = await rows<{ content: string }>(
      server.db,
      sql`SELECT content::text AS content FROM messages WHERE contact = ${phone} AND direction = 'outbound'`,
    );
    expect(log.map((r) => r.content).join('\n')).not.toContain(token);
  });

  it('turns a completion with two photos into the chat draft and its summary', async () => {
    const token = await formToken(phone);
    const photos = [await photo(1, 'IMG_0001.jpg'), await photo(2, 'IMG_0002.jpg')];
    const replies = await complete(phone, token, answers({ photos }));
    expect(replies).toHaveLength(1);
    const body = textOf(replies[0]!);
    expect(body).toContain('Honda Fit 2010');
    expect(body).toContain('$4,500.00');
    expect(body).toContain('Harare');
    expect(body).toContain('2 photos');
    expect(buttonsOf(replies[0]!)).toEqual(['sell:publish', 'sell:change', 'sell:cancel']);
    const draft = await draftOf(sellerId);
    expect(draft?.images).toHaveLength(2);
    expect(draft?.fields).toMatchObject({ type: 'vehicle', subType: 'car', city: 'harare' });
    // The CDN was asked without the access token (the keys came with the form).
    expect(graph.cdnRequests.length).toBeGreaterThanOrEqual(2);
    expect(graph.cdnRequests.every((r) => !r.withToken)).toBe(true);
    // The answers (and their photos' keys) are not kept once answered.
    const kept = await rows(server.db, sql`SELECT 1 FROM listing_flow_replies`);
    expect(kept).toHaveLength(0);
  });

  it('keeps the completion readable in the conversation, without its token or keys', async () => {
    const [inbound] = await rows<{ content: string }>(
      server.db,
      sql`SELECT content::text AS content FROM messages
          WHERE contact = ${phone} AND direction = 'inbound'
          ORDER BY created_at DESC LIMIT 1`,
    );
    const content = JSON.parse(inbound!.content) as { text: string };
    expect(content.text).toMatch(/^\[listing form\] Honda Fit 2010 · \$4500 · Harare · /);
    expect(content.text).toContain('2 photos');
    expect(inbound!.content).not.toMatch(/flow_token|encryption_key|hmac_key|iv"|cdn_url|\/cdn\//);
  });

  it('publishes on Publish, and buyers find it with both photos', async () => {
    const replies = await tap(phone, 'sell:publish');
    const link = new RegExp(`${PUBLIC_URL}/l/([0-9a-f-]{36})`).exec(textOf(replies[0]!));
    expect(link).not.toBeNull();
    listingId = link![1]!;
    expect(await draftOf(sellerId)).toBeUndefined();
    const listings = await listingsOf(sellerId);
    expect(listings.map((l) => l.title)).toEqual(['Honda Fit 2010']);
    const [listing] = await rows<{ images: string[] }>(
      server.db,
      sql`SELECT images FROM listings WHERE id = ${listingId}`,
    );
    expect(listing?.images).toHaveLength(2);
    const found = await say('263771600101', 'honda fit in harare');
    expect(found.flatMap(rowsOf)).toContain(`listing:${listingId}`);
  });

  it('refuses the same form sent again, keeping nothing more', async () => {
    const token = await formToken(phone);
    await complete(phone, token, answers({ photos: [await photo(3, 'a.jpg')] }));
    await tap(phone, 'sell:cancel');
    const again = await complete(phone, token, answers({ title: 'Another car' }));
    expect(again.map(textOf)).toEqual([
      'That form was sent already, so nothing more was kept from it. Send *sell* for a new form.',
    ]);
    expect(await draftOf(sellerId)).toBeUndefined();
  });
});

describe('listing through the form: what is refused', () => {
  it("refuses an unknown token, and another seller's, creating nothing", async () => {
    const phone = '263771600002';
    const other = '263771600003';
    const sellerId = (await server.signInAs(phone)).user._id;
    const otherId = (await server.signInAs(other)).user._id;
    const refused =
      'That form is not one I sent to this number, or it has expired, so nothing was kept from it. Send *sell* for a new form.';
    const unknown = await complete(phone, 'made-up-token-000000000000000000', answers());
    expect(unknown.map(textOf)).toEqual([refused]);
    const othersToken = await formToken(other);
    const stolen = await complete(
      phone,
      othersToken,
      answers({ photos: [await photo(4, 'x.jpg')] }),
    );
    expect(stolen.map(textOf)).toEqual([refused]);
    expect(await draftOf(sellerId)).toBeUndefined();
    expect(await draftOf(otherId)).toBeUndefined();
    // The other seller's form still works for them: the refusal did not spend it.
    const theirs = await complete(
      other,
      othersToken,
      answers({ photos: [await photo(5, 'y.jpg')] }),
    );
    expect(buttonsOf(theirs.at(-1)!)).toContain('sell:publish');
  });

  it('names the photos that fail their checks and keeps the others', async () => {
    const phone = '263771600004';
    const sellerId = (await server.signInAs(phone)).user._id;
    const token = await formToken(phone);
    const photos = [
      await photo(6, 'good.jpg'),
      await photo(7, 'wrong-hmac.jpg', 'hmac'),
      await photo(8, 'wrong-hash.jpg', 'encrypted_hash'),
      await photo(9, 'changed.jpg', 'ciphertext'),
    ];
    const replies = await complete(phone, token, answers({ photos }));
    expect(replies).toHaveLength(2);
    expect(textOf(replies[0]!)).toBe(
      'These photos could not be checked, so they were not added: wrong-hmac.jpg, wrong-hash.jpg, changed.jpg. Send them here as photos if you want them on the listing.',
    );
    expect(textOf(replies[1]!)).toContain('1 photo');
    expect((await draftOf(sellerId))?.images).toHaveLength(1);
  });

  it('refuses a photo whose decrypted bytes do not match their hash', async () => {
    const phone = '263771600005';
    const sellerId = (await server.signInAs(phone)).user._id;
    const token = await formToken(phone);
    const photos = [await photo(10, 'swapped.jpg', 'plaintext_hash')];
    const replies = await complete(phone, token, answers({ photos }));
    expect(textOf(replies[0]!)).toContain('swapped.jpg');
    // No photo kept: the draft asks for one, as listing by chat does.
    expect(textOf(replies.at(-1)!)).toBe('Please send at least one photo of it (up to 4).');
    expect((await draftOf(sellerId))?.images ?? []).toHaveLength(0);
    expect((await draftOf(sellerId))?.fields.title).toBe('Honda Fit 2010');
  });
});

describe('listing through the form: answers that do not fit', () => {
  it('asks a price it cannot read as listing by chat asks it, keeping everything else', async () => {
    const phone = '263771600006';
    const sellerId = (await server.signInAs(phone)).user._id;
    const token = await formToken(phone);
    const replies = await complete(
      phone,
      token,
      answers({ price: 'call me', photos: [await photo(11, 'p.jpg')] }),
    );
    expect(replies.map(textOf)).toEqual([
      'Sorry, I did not get that.\nWhat is the price? For example "$4500", "$300 per month" or "$50 neg".',
    ]);
    const draft = await draftOf(sellerId);
    expect(draft?.fields).toMatchObject({
      title: 'Honda Fit 2010',
      type: 'vehicle',
      city: 'harare',
    });
    expect(draft?.images).toHaveLength(1);
    // The price typed in the chat then leads to the summary, as listing by chat goes on.
    const summary = await say(phone, '$4200');
    expect(textOf(summary[0]!)).toContain('$4,200.00');
    expect(buttonsOf(summary[0]!)).toContain('sell:publish');
  });

  it('asks a missing town with the list of towns, and the town typed under Other', async () => {
    const phone = '263771600007';
    const sellerId = (await server.signInAs(phone)).user._id;
    const token = await formToken(phone);
    const missing = await complete(
      phone,
      token,
      answers({ city: '', photos: [await photo(12, 't.jpg')] }),
    );
    expect(textOf(missing[0]!)).toBe('Which town is it in?');
    expect(rowsOf(missing[0]!)).toContain('sell:set:city:harare');
    await tap(phone, 'sell:cancel');
    const second = await formToken(phone);
    const other = await complete(
      phone,
      second,
      answers({ city: 'other', town: '', photos: [await photo(13, 'u.jpg')] }),
    );
    expect(textOf(other.at(-1)!)).toBe('Which town exactly? Type its name.');
    expect((await draftOf(sellerId))?.fields.city).toBe('other');
  });
});

describe('the Sell button under the welcome', () => {
  it('opens the form for a seller, and tells anyone else to send Login first', async () => {
    const phone = '263771600008';
    await server.signInAs(phone);
    const welcome = await deliver(
      phone,
      delivery([messageValue(phone, { type: 'request_welcome' })]),
    );
    expect(welcome).toHaveLength(2);
    expect(textOf(welcome[1]!)).toBe('Selling something? Tap *Sell* to list it for free.');
    expect(buttonsOf(welcome[1]!)).toEqual(['sell:form']);
    const form = await tap(phone, 'sell:form');
    expect(form[0]!.interactive?.type).toBe('flow');
    const stranger = '263771600009';
    const login = await tap(stranger, 'sell:form');
    expect(textOf(login[0]!)).toMatch(/send \*Login\* first/);
    expect(
      await rows(
        server.db,
        sql`SELECT 1 FROM listing_flow_tokens WHERE phone_number = ${stranger}`,
      ),
    ).toHaveLength(0);
  });
});
