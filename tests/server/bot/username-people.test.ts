/**
 * People WhatsApp knows only by their business-scoped user id (a username, no phone): a seller
 * who signs in by code and by link, completes a profile, lists, is reached by a buyer through
 * the bot and gets a check-in, all addressed by `recipient`; a changed number (user_id_update)
 * that keeps the account; and the admin's view of them. Over the signed webhook, with the
 * stand-in Graph API, on a controllable clock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { ADMIN_PHONE, sampleListing, type SignedIn } from '../helpers';
import { delivery, usernameUserValue } from './cloud-api-fixtures';
import {
  at,
  bot,
  deliver,
  graph,
  sentFor,
  server,
  signIn,
  useCheckinHarness,
} from './checkin-harness';
import { textMessage, wamid } from './payloads';

useCheckinHarness();

const SELLER = 'ZW.1502576394655843';
const BUYER = 'ZW.7708812345';

const says = (userId: string, words: string) =>
  sentFor(userId, () => deliver(delivery([usernameUserValue(userId, words)])));

/** A JSON answer of the expected status (its text shown when it is not). */
async function answer<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
type UserAnswer = { _id: string; phone: string; displayName?: string };

const bodyOf = (sent: { text?: { body: string } } | undefined) => sent?.text?.body ?? '';

/** What the bot's sign-in message gives: the link's token, the code, the first box's digits. */
function signInMaterial(text: string) {
  return {
    token: /\/login\?token=([\w-]+)/.exec(text)?.[1],
    code: /code \*(\d{4})\*/.exec(text)?.[1],
    firstBox: /type \*(\d{3})\* in the first box/.exec(text)?.[1],
  };
}

async function signInByCode(userId: string): Promise<SignedIn> {
  const [reply] = await says(userId, 'Login');
  const { code, firstBox } = signInMaterial(bodyOf(reply));
  const res = await server.request('/api/users/verify-code', {
    method: 'POST',
    body: { lastThreeDigits: firstBox, code },
  });
  const json = await answer<{ token: string; user: UserAnswer }>(res, 200);
  return {
    token: json.token,
    user: { ...json.user, isAdmin: false },
    headers: { Authorization: `Bearer ${json.token}` },
    client: server.client({ token: json.token }),
  };
}

describe('a seller with a username and no phone', () => {
  let seller: SignedIn;
  let listingId = '';

  it('signs in by code, told what to type in the first box, and by link', async () => {
    at(Date.parse('2027-03-01T08:00:00Z'));
    const sent = await says(SELLER, 'Login');
    expect(sent).toHaveLength(1);
    // Addressed by `recipient`, never `to`: WhatsApp gave no number.
    const raw = graph.sentTo(SELLER).at(-1)!.body;
    expect(raw.recipient).toBe(SELLER);
    expect(raw.to).toBeUndefined();
    const material = signInMaterial(bodyOf(sent[0]));
    expect(material.firstBox).toBe('843');
    expect(bodyOf(sent[0])).toContain('WhatsApp does not share your number with us');

    // A wrong first box is refused; the right one signs in the person keyed by their id.
    const wrong = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: '558', code: material.code },
    });
    expect(wrong.status).toBe(401);
    seller = await signInByCode(SELLER);
    expect(seller.user.phone).toBe(SELLER);

    const { token } = signInMaterial(bodyOf((await says(SELLER, 'login'))[0]));
    const byLink = await server.request('/api/users/token-auth', { method: 'POST', token });
    const linked = await answer<UserAnswer>(byLink, 200);
    expect(linked._id).toBe(seller.user._id);
  });

  it('completes a profile and lists; buyers find the listing', async () => {
    const profile = await server.request(`/api/users/${seller.user._id}`, {
      method: 'PATCH',
      token: seller.token,
      body: { displayName: 'Rudo Moyo', contactNumber: '0772 123 456', city: 'harare' },
    });
    expect((await answer<UserAnswer>(profile, 200)).displayName).toBe('Rudo Moyo');
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing({ title: 'Toyota Corolla 2010' }),
    });
    listingId = (await answer<{ _id: string }>(created, 201))._id;
    const found = await says(BUYER, 'toyota corolla in harare');
    const rowIds = found.flatMap(
      (m) =>
        (
          m as { interactive?: { action: { sections?: { rows: { id: string }[] }[] } } }
        ).interactive?.action.sections?.[0]?.rows.map((r) => r.id) ?? [],
    );
    expect(rowIds.some((id) => id.endsWith(listingId))).toBe(true);
  });

  it('is reached by a buyer through the bot while their contact number is unconfirmed', async () => {
    // The chat button opens the marketplace's chat with a greeting naming the listing.
    const chat = await server.request(`/l/${listingId}/chat`);
    expect(chat.status).toBe(302);
    const to = new URL(chat.headers.get('location')!);
    expect(to.hostname).toBe('wa.me');
    const greeting = to.searchParams.get('text')!;
    expect(greeting).toContain(`(ref ${listingId})`);

    // The seller wrote within the day (their Login): the buyer's words reach them at once.
    const toSeller = await sentFor(SELLER, async () => {
      const answer = await says(BUYER, `${greeting} Can I see it on Saturday?`);
      expect(bodyOf(answer[0])).toContain('I have passed your message on to the seller');
      // The buyer has no number either: told how to be answered.
      expect(bodyOf(answer[0])).toContain('WhatsApp does not show us your number');
    });
    expect(toSeller).toHaveLength(1);
    expect(bodyOf(toSeller[0])).toContain('A buyer wrote about your listing “Toyota Corolla 2010”');
    expect(bodyOf(toSeller[0])).toContain('Can I see it on Saturday?');
    expect(bodyOf(toSeller[0])).not.toContain('(ref ');
  });

  it('gets a buyer’s message kept for later when their window has closed', async () => {
    at(Date.parse('2027-03-03T09:00:00Z'));
    const buyer = '263771400300';
    const toSeller = await sentFor(SELLER, async () => {
      const answer = await sentFor(buyer, () =>
        deliver(textMessage(buyer, `Is it still there? (ref ${listingId})`)),
      );
      expect(bodyOf(answer[0])).toContain('it reaches them as soon as they next open this chat');
    });
    expect(toSeller).toEqual([]);
    // The seller's next message: the buyer's words first (with their chat link), then the answer.
    const next = await says(SELLER, 'hello');
    expect(bodyOf(next[0])).toContain('Is it still there?');
    expect(bodyOf(next[0])).toContain(`https://wa.me/${buyer}`);
    expect(next.length).toBeGreaterThan(1);
    // Given once.
    const again = await says(SELLER, 'hello');
    expect(again.map(bodyOf).join('\n')).not.toContain('Is it still there?');
  });

  it('is never written to through the bot when buyers can chat to the seller directly', async () => {
    const phoneSeller = await signIn('263771400400');
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: phoneSeller.token,
      body: sampleListing({ title: 'Toyota Vitz 2009' }),
    });
    const id = (await answer<{ _id: string }>(created, 201))._id;
    const toSeller = await sentFor('263771400400', async () => {
      const reply = await says(BUYER, `Is it still available? (ref ${id})`);
      // The listing with its chat link instead.
      expect(reply.map(bodyOf).join('\n')).toContain(`/l/${id}/chat`);
    });
    expect(toSeller).toEqual([]);
  });

  it('gets check-ins addressed by recipient', async () => {
    at(Date.parse('2027-04-02T08:00:00Z'));
    await says(SELLER, 'hi');
    const sent = await sentFor(SELLER, () => bot.checkins.run());
    expect(sent.length).toBeGreaterThan(0);
    expect(graph.sentTo(SELLER).at(-1)!.body.recipient).toBe(SELLER);
  });

  it('keeps account and listings after a changed number (user_id_update)', async () => {
    const renewed = 'ZW.4402576394655999';
    const phone = '263771998877';
    await deliver(
      delivery(
        [{ user_id_update: [{ wa_id: phone, user_id: { previous: SELLER, current: renewed } }] }],
        'user_id_update',
      ),
    );
    // Their next message comes from the new id and number: the same account answers them.
    const sent = await sentFor(phone, () =>
      deliver(
        delivery([
          {
            contacts: [{ profile: { name: 'Rudo' }, wa_id: phone, user_id: renewed }],
            messages: [
              {
                from: phone,
                from_user_id: renewed,
                id: wamid(),
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: 'Login' },
              },
            ],
          },
        ]),
      ),
    );
    expect(sent).toHaveLength(1);
    const { token } = signInMaterial(bodyOf(sent[0]));
    const again = await answer<UserAnswer>(
      await server.request('/api/users/token-auth', { method: 'POST', token }),
      200,
    );
    expect(again._id).toBe(seller.user._id);
    const mine = await rows<{ id: string }>(
      server.db,
      sql`SELECT id FROM listings WHERE seller_id = ${seller.user._id}`,
    );
    expect(mine.map((r) => r.id)).toContain(listingId);
    // Answered at the new number (`to`), and the rows stay under the key they began with.
    expect(graph.sentTo(phone).at(-1)!.body.to).toBe(phone);
    const [last] = await rows<{ contact: string }>(
      server.db,
      sql`SELECT contact FROM messages WHERE direction = 'inbound' ORDER BY seq DESC LIMIT 1`,
    );
    expect(last?.contact).toBe(SELLER);
  });

  it('shows admins the username where there is no phone', async () => {
    const admin = await signIn(ADMIN_PHONE);
    const list = await server.request('/api/admin/contacts?q=', { token: admin.token });
    const contacts = (await list.json()) as { phoneNumber: string; username?: string }[];
    const buyer = contacts.find((c) => c.phoneNumber === BUYER);
    expect(buyer?.username).toBe('@rudo.m');
    const phoneBuyer = contacts.find((c) => c.phoneNumber === '263771400300');
    expect(phoneBuyer?.username).toBeUndefined();
  });
});

/** A system message about a changed id, then a message from the new id: whose contact it is. */
async function changeThenSay(fromUserId: string, later: string, system: Record<string, string>) {
  const message = { id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)) };
  await deliver(
    delivery([{ messages: [{ ...message, from_user_id: fromUserId, type: 'system', system }] }]),
  );
  const answer = await sentFor(later, () => deliver(delivery([usernameUserValue(later, 'hi')])));
  expect(answer.length).toBeGreaterThan(0);
  const kept = await rows<{ contact: string }>(
    server.db,
    sql`SELECT contact FROM messages WHERE direction = 'inbound' ORDER BY seq DESC LIMIT 1`,
  );
  return kept[0]?.contact;
}

it('reads a system message about a changed id and ties the new id to the person', async () => {
  const first = 'ZW.1100220033';
  await says(first, 'hello');
  const later = 'ZW.5500660077';
  const system = { body: 'User changed', user_id: later, type: 'user_changed_user_id' };
  expect(await changeThenSay(first, later, system)).toBe(first);
});

it('reads the old id from system.previous_user_id, as Meta documents it since August 2026', async () => {
  const first = 'ZW.1200340056';
  await says(first, 'hello');
  const later = 'ZW.7700880099';
  const system = {
    body: 'User changed',
    previous_user_id: first,
    user_id: later,
    type: 'user_changed_user_id',
  };
  // The message may already come from the new id: the old one is in `system`.
  expect(await changeThenSay(later, later, system)).toBe(first);
});
