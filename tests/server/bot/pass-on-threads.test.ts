/**
 * A buyer and a seller whose numbers WhatsApp hides both (usernames) talk through the bot: the
 * seller answers a passed-on message by replying to it (`context.id`) or by typing its reference
 * ('#A1 ...'), the buyer reads the answer in their own language and writes back the same way;
 * an answer outside the buyer's 24-hour window waits for their next message; the buyer's STOP
 * stops the answers (the seller is told); one message is passed once, whether Meta delivers it
 * twice or two processes receive it. Over the signed webhook, with the stand-in Graph API.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { splitText } from '@/server/bot/conversation/pass-on';
import type { SentMessage } from '../../support/fake-graph-api';
import { sampleListing } from '../helpers';
import { delivery, usernameUserValue } from './cloud-api-fixtures';
import { at, botWith, deliver, graph, server, signIn, useCheckinHarness } from './checkin-harness';
import { wamid } from './payloads';

useCheckinHarness();

const bodyOf = (sent: SentMessage | undefined) =>
  (sent?.body.text as { body: string } | undefined)?.body ?? '';

/** What `person` was sent while `run` ran, with the wamids they were sent under. */
async function sentTo(person: string, run: () => Promise<unknown>): Promise<SentMessage[]> {
  const before = graph.sentTo(person).length;
  await run();
  return graph.sentTo(person).slice(before);
}

/** A username person's message; `quoting` is the wamid of ours it replies to (swiped). */
function message(userId: string, words: string, quoting?: string) {
  const value = usernameUserValue(userId, words) as { messages: Record<string, unknown>[] };
  if (quoting) value.messages[0]!.context = { from: '263771234567', id: quoting };
  return delivery([value]);
}

const says = (userId: string, words: string, quoting?: string) =>
  deliver(message(userId, words, quoting));

/** A username seller with one listing, who wrote within the day; the listing's id. */
async function usernameSeller(seller: string, title: string): Promise<string> {
  await says(seller, 'hello');
  const signedIn = await signIn(seller);
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: signedIn.token,
    body: sampleListing({ title }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** The buyer's first message about the listing, as its chat button opens it; what the seller got. */
async function firstMessage(buyer: string, seller: string, id: string, words: string) {
  const toSeller = await sentTo(seller, () => says(buyer, `${words} (ref ${id})`));
  expect(toSeller).toHaveLength(1);
  return toSeller[0]!;
}

describe('a buyer and a seller who both hide their numbers', () => {
  const SELLER = 'ZW.4401100220011';
  const BUYER = 'ZW.5502200330022';
  let listing = '';
  let answerToBuyer: SentMessage | undefined;

  it('the seller is told how to answer, answers by replying, and the buyer reads it in Ndebele', async () => {
    at(Date.parse('2027-06-01T08:00:00Z'));
    listing = await usernameSeller(SELLER, 'Toyota Corolla 2010');
    let toBuyer: SentMessage[] = [];
    const passed = await sentTo(SELLER, async () => {
      toBuyer = await sentTo(BUYER, () =>
        says(BUYER, `Sawubona, ngicela ukuyibona ngoMgqibelo (ref ${listing})`),
      );
    });
    expect(bodyOf(toBuyer[0])).toContain('Ngilidlulisele umlayezo wenu kumthengisi');
    expect(bodyOf(toBuyer[0])).toContain('impendulo yakhe izafika kini lapha');
    expect(passed).toHaveLength(1);
    const forSeller = bodyOf(passed[0]);
    expect(forSeller).toContain('A buyer wrote about your listing “Toyota Corolla 2010”');
    expect(forSeller).toContain('ngicela ukuyibona ngoMgqibelo');
    expect(forSeller).toContain('reply to this message (swipe it to the right)');
    expect(forSeller).toContain('start your message with *#A1*');
    expect(forSeller).not.toContain(BUYER);

    // The seller swipes the message to reply: the buyer gets the answer, the seller is told.
    at(Date.parse('2027-06-01T09:00:00Z'));
    let told: SentMessage[] = [];
    const answer = await sentTo(BUYER, async () => {
      told = await sentTo(SELLER, () => says(SELLER, 'Yes, come on Saturday at 10', passed[0]!.id));
    });
    expect(told.map(bodyOf)).toEqual(['I have passed your answer on to the buyer.']);
    expect(answer).toHaveLength(1);
    answerToBuyer = answer[0];
    const forBuyer = bodyOf(answerToBuyer);
    expect(forBuyer).toContain('Umthengisi we “Toyota Corolla 2010” uliphendulile:');
    expect(forBuyer).toContain('Yes, come on Saturday at 10');
    expect(forBuyer).toContain('*#A1*');
    expect(forBuyer).not.toContain(SELLER);
    // Addressed by `recipient`: WhatsApp gave no number.
    expect(answerToBuyer!.body.recipient).toBe(BUYER);

    // Both sides are in the conversations the admin reads.
    const kept = await rows<{ contact: string; text: string }>(
      server.db,
      sql`SELECT contact, content->>'text' AS text FROM messages
          WHERE contact IN (${SELLER}, ${BUYER}) ORDER BY seq`,
    );
    expect(kept).toContainEqual({ contact: SELLER, text: 'Yes, come on Saturday at 10' });
    expect(kept.find((m) => m.contact === BUYER && m.text === forBuyer)).toBeDefined();
  });

  it('the buyer writes back by replying to the answer, and the seller gets it', async () => {
    let toBuyer: SentMessage[] = [];
    const toSeller = await sentTo(SELLER, async () => {
      toBuyer = await sentTo(BUYER, () => says(BUYER, 'Ngiyabonga, ngizafika', answerToBuyer!.id));
    });
    expect(toBuyer.map(bodyOf)).toEqual([
      'Ngilidlulisele umlayezo wenu kumthengisi. Uzaliphendula ku-WhatsApp.',
    ]);
    expect(toSeller).toHaveLength(1);
    expect(bodyOf(toSeller[0])).toContain('A buyer wrote about your listing “Toyota Corolla 2010”');
    expect(bodyOf(toSeller[0])).toContain('Ngiyabonga, ngizafika');
    expect(bodyOf(toSeller[0])).toContain('*#A1*');
  });

  it('either of them may type the reference instead; a message without one is not passed', async () => {
    const answer = await sentTo(BUYER, () => says(SELLER, '#a1: It has done 120000 km'));
    expect(answer).toHaveLength(1);
    expect(bodyOf(answer[0])).toContain('It has done 120000 km');
    expect(bodyOf(answer[0])).not.toContain('#a1');
    const back = await sentTo(SELLER, () => says(BUYER, '#A1 Ngiyabonga'));
    expect(back).toHaveLength(1);
    expect(bodyOf(back[0])).toContain('Ngiyabonga');

    // The seller's other messages are answered as ever (a search here), never passed on.
    let toSeller: SentMessage[] = [];
    const nothing = await sentTo(BUYER, async () => {
      toSeller = await sentTo(SELLER, () => says(SELLER, 'toyota corolla in harare'));
    });
    expect(nothing).toEqual([]);
    expect(toSeller.length).toBeGreaterThan(0);
    expect(toSeller.map(bodyOf).join('\n')).not.toContain('passed your answer');
  });

  it('an answer outside the buyer’s window waits, and goes first at their next message', async () => {
    at(Date.parse('2027-06-02T12:00:00Z'));
    await says(SELLER, 'hello');
    let told: SentMessage[] = [];
    const nothing = await sentTo(BUYER, async () => {
      told = await sentTo(SELLER, () => says(SELLER, '#A1 It is still here if you want it'));
    });
    expect(nothing).toEqual([]);
    expect(bodyOf(told[0])).toContain('it reaches them as soon as they next write here');

    at(Date.parse('2027-06-02T15:00:00Z'));
    const next = await sentTo(BUYER, () => says(BUYER, 'Sawubona'));
    expect(next.length).toBeGreaterThan(1);
    expect(bodyOf(next[0])).toContain('It is still here if you want it');
    // Given once.
    const again = await sentTo(BUYER, () => says(BUYER, 'Sawubona'));
    expect(again.map(bodyOf).join('\n')).not.toContain('It is still here');

    // The buyer replies to the answer that waited: it reaches the seller.
    const toSeller = await sentTo(SELLER, () => says(BUYER, 'Ngizayithatha', next[0]!.id));
    expect(toSeller).toHaveLength(1);
    expect(bodyOf(toSeller[0])).toContain('Ngizayithatha');
  });

  it('a buyer’s STOP stops the seller’s answers, and the seller is told plainly', async () => {
    at(Date.parse('2027-06-03T08:00:00Z'));
    await says(BUYER, 'STOP');
    await says(SELLER, 'hello');
    let told: SentMessage[] = [];
    const nothing = await sentTo(BUYER, async () => {
      told = await sentTo(SELLER, () => says(SELLER, '#A1 Are you still coming?'));
    });
    expect(nothing).toEqual([]);
    expect(told.map(bodyOf)).toEqual([
      'This buyer has turned off messages from us (they sent STOP), so your answer cannot reach them. It was not passed on.',
    ]);
    // Nor is it kept for later.
    const next = await sentTo(BUYER, () => says(BUYER, 'START'));
    expect(next.map(bodyOf).join('\n')).not.toContain('Are you still coming?');
  });
});

it('a long answer reaches the buyer whole, over as many messages as it takes', async () => {
  at(Date.parse('2027-06-10T08:00:00Z'));
  const seller = 'ZW.4401100220099';
  const buyer = 'ZW.5502200330088';
  const id = await usernameSeller(seller, 'Mazda Demio 2008');
  const passed = await firstMessage(buyer, seller, id, 'Tell me everything about it');
  const words = Array.from({ length: 300 }, (_, i) => `Service ${i} 🇿🇼 done.`).join(' ');
  expect(words.length).toBeGreaterThan(4096);
  const answer = await sentTo(buyer, () => says(seller, words, passed.id));
  expect(answer.length).toBeGreaterThan(1);
  for (const part of answer) expect(bodyOf(part).length).toBeLessThanOrEqual(4096);
  const read = answer.map(bodyOf).join(' ');
  expect(read.replace(/\s+/g, ' ')).toContain(words);
  // Each part is the seller's answer: a reply to the last one reaches the seller too.
  const back = await sentTo(seller, () => says(buyer, 'Thank you', answer.at(-1)!.id));
  expect(bodyOf(back[0])).toContain('Thank you');
});

it('a conversation outlives its listing: the words still pass, naming it', async () => {
  at(Date.parse('2027-06-11T08:00:00Z'));
  const seller = 'ZW.4401100220111';
  const buyer = 'ZW.5502200330122';
  const id = await usernameSeller(seller, 'Toyota Wish 2007');
  await firstMessage(buyer, seller, id, 'Is the Wish still there?');
  const { token } = await signIn(seller);
  const deleted = await server.request(`/api/listings/${id}`, { method: 'DELETE', token });
  expect(deleted.status).toBeLessThan(300);
  const answer = await sentTo(buyer, () => says(seller, '#A1 Sorry, it is sold'));
  expect(answer).toHaveLength(1);
  expect(bodyOf(answer[0])).toContain('“Toyota Wish 2007”');
  expect(bodyOf(answer[0])).toContain('Sorry, it is sold');
});

it('splits a text between graphemes, at a space, and leaves nothing out', () => {
  const text = `${'ab '.repeat(3)}🇿🇼🇿🇼 end`;
  const parts = splitText(text, 8);
  expect(parts.every((part) => part.length <= 8)).toBe(true);
  expect(parts.join(' ')).toBe(text);
  expect(parts).toContain('🇿🇼🇿🇼');
  expect(splitText('short', 8)).toEqual(['short']);
});

describe('one message is passed once', () => {
  it('when Meta delivers it twice', async () => {
    at(Date.parse('2027-07-01T08:00:00Z'));
    const seller = 'ZW.4401100220033';
    const buyer = 'ZW.5502200330044';
    const id = await usernameSeller(seller, 'Honda Fit 2012');
    const passed = await firstMessage(buyer, seller, id, 'Is it still available?');
    const payload = message(seller, 'Yes it is', passed.id);
    let told: SentMessage[] = [];
    const answer = await sentTo(buyer, async () => {
      told = await sentTo(seller, async () => {
        await deliver(payload);
        await deliver(payload);
      });
    });
    expect(answer).toHaveLength(1);
    expect(told).toHaveLength(1);
    const kept = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM passed_messages p
          JOIN pass_on_threads t ON t.id = p.thread_id
          WHERE t.buyer = ${buyer} AND p.buyer = t.seller`,
    );
    expect(Number(kept[0]?.n)).toBe(1);
  });

  it('when two processes on one database receive it at once', async () => {
    at(Date.parse('2027-07-02T08:00:00Z'));
    const seller = 'ZW.4401100220055';
    const buyer = 'ZW.5502200330066';
    const id = await usernameSeller(seller, 'Nissan Note 2011');
    const passed = await firstMessage(buyer, seller, id, 'What is your last price?');
    const other = botWith();
    const payload = message(seller, '$3800, no less', passed.id);
    const answer = await sentTo(buyer, () =>
      Promise.all([deliver(payload), deliver(payload, other)]),
    );
    expect(answer).toHaveLength(1);
    expect(bodyOf(answer[0])).toContain('$3800, no less');
    // The two conversations of one person never share a reference.
    const second = await usernameSeller(seller, 'Nissan Tiida 2009');
    const again = await firstMessage(buyer, seller, second, 'And this one?');
    expect(bodyOf(again)).toContain('*#B1*');
    await other.idle();
    // The typed reference names the second conversation only.
    const toBuyer = await sentTo(buyer, () => says(seller, '#B1 That one is $2900'));
    expect(bodyOf(toBuyer[0])).toContain('Nissan Tiida 2009');
  });
});

it('an unknown reference, or a reply to a message that passed nothing, is answered as ever', async () => {
  at(Date.parse('2027-08-01T08:00:00Z'));
  const person = 'ZW.6603300440077';
  await says(person, 'hello');
  const earlier = graph.sentTo(person).at(-1)!;
  const count = async () =>
    Number(
      (await rows<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM passed_messages`))[0]
        ?.n,
    );
  const before = await count();
  const answers = await sentTo(person, async () => {
    await says(person, '#C7 toyota', earlier.id);
    await says(person, 'phone in harare', wamid());
  });
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(answers.map(bodyOf).join('\n')).not.toMatch(/passed|kept/);
  expect(await count()).toBe(before);
});
