/**
 * A buyer's message passed on to a seller reached only through the bot (a username, no
 * confirmed number): the seller reads it in their own chat language, the buyer is answered in
 * theirs; and it goes only under the seller's consent (given with their first listing), else it
 * waits for the seller's next message. Over the signed webhook, with the stand-in Graph API.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleListing } from '../helpers';
import { delivery, usernameUserValue } from './cloud-api-fixtures';
import { at, deliver, sentFor, server, signIn, useCheckinHarness } from './checkin-harness';
import { textMessage } from './payloads';

useCheckinHarness();

const bodyOf = (sent: { text?: { body: string } } | undefined) => sent?.text?.body ?? '';
const says = (userId: string, words: string) =>
  sentFor(userId, () => deliver(delivery([usernameUserValue(userId, words)])));

async function usernameSellerWith(userId: string, title: string): Promise<string> {
  const seller = await signIn(userId);
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ title }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

describe('a buyer’s message passed on', () => {
  it('reaches a Shona-speaking seller in Shona, and the Ndebele buyer is answered in Ndebele', async () => {
    at(Date.parse('2027-05-01T08:00:00Z'));
    const seller = 'ZW.3301100220033';
    const buyer = '263771800501';
    const id = await usernameSellerWith(seller, 'Toyota Hilux 2008');
    // The seller writes in Shona: their chat language, and their window opens.
    await says(seller, 'mhoro, ndiri kutsvaga mombe');
    const toSeller = await sentFor(seller, async () => {
      const answer = await sentFor(buyer, () =>
        deliver(textMessage(buyer, `Sawubona, ngicela ukuyibona ngoMgqibelo (ref ${id})`)),
      );
      expect(bodyOf(answer[0])).toContain('Ngilidlulisele umlayezo wenu kumthengisi');
    });
    expect(toSeller).toHaveLength(1);
    expect(bodyOf(toSeller[0])).toContain(
      'Mutengi anyora nezve chiziviso chenyu “Toyota Hilux 2008”',
    );
    expect(bodyOf(toSeller[0])).toContain('ngicela ukuyibona ngoMgqibelo');
    expect(bodyOf(toSeller[0])).toContain(`Vapindurei paWhatsApp: https://wa.me/${buyer}`);
  });

  it('waits for the seller’s next message while they have no consent, then comes first', async () => {
    at(Date.parse('2027-05-02T08:00:00Z'));
    const seller = 'ZW.3301100220044';
    const buyer = '263771800502';
    const id = await usernameSellerWith(seller, 'Toyota Hiace 2005');
    await server.db.execute(sql`DELETE FROM whatsapp_consents WHERE contact = ${seller}`);
    await says(seller, 'hello');
    const toSeller = await sentFor(seller, async () => {
      const answer = await sentFor(buyer, () =>
        deliver(textMessage(buyer, `Is the Hiace still there? (ref ${id})`)),
      );
      expect(bodyOf(answer[0])).toContain('it reaches them as soon as they next open this chat');
    });
    expect(toSeller).toEqual([]);
    // The answer to the seller's own message needs no consent: the buyer's words come first.
    const next = await says(seller, 'hello again');
    expect(bodyOf(next[0])).toContain('A buyer wrote about your listing “Toyota Hiace 2005”');
    expect(bodyOf(next[0])).toContain('Is the Hiace still there?');
  });
});
