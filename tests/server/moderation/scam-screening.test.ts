/**
 * Words that read like a scam, through the API: a strong pattern holds the listing for review
 * with the words, why and how to rephrase in its reason; a weak one publishes it, opens a case,
 * and the answer's warning says the same; the seller's own numbers are not another number; an
 * edit is judged on the patterns it adds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAs, openCaseReasons, type ScreenedListing } from '../../support/listing-screening';
import { serverWithSellers } from '../../support/signed-in-server';
import { ADMIN_PHONE, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [seller],
  } = await serverWithSellers(['263771240001']));
});
afterAll(() => server.close());

const create = (description: string, title = 'Room to rent') =>
  createAs(server, seller, { title, description });

const caseReasons = (listingId: string) =>
  openCaseReasons<{ code: string; rule?: string; words?: string[] }>(server, listingId);

const publicPage = async (id: string) => (await server.request(`/l/${id}`)).status;

/** The kind of scam each rule below names (the seller's reason says it by its kind). */
const KIND_OF_RULE: Record<string, string> = {
  'deposit-before-viewing': 'pay_before_viewing',
  'reservation-fee': 'reservation_fee',
  'transport-fee-first': 'transport_fee',
  'pay-other-number': 'other_number',
  'code-request': 'code_request',
};

// A strong pattern of every kind that holds, in each language.
const HELD: [string, string, string[]][] = [
  [
    'Pay a deposit of $100 before viewing.',
    'deposit-before-viewing',
    ['deposit', 'before', 'viewing'],
  ],
  [
    'Tumirai dhipoziti ye$50 musati maona imba.',
    'deposit-before-viewing',
    ['dhipoziti', 'musati', 'maona'],
  ],
  [
    'Thumela idiphozithi ungakayiboni indlu.',
    'deposit-before-viewing',
    ['idiphozithi', 'ungakayiboni'],
  ],
  ['Pay $100 reservation fee and it is yours.', 'reservation-fee', ['reservation', 'fee']],
  ['Bhadharai $50 kureserva motokari.', 'reservation-fee', ['kureserva', '$50']],
  ['Khokha $20 ukureserva ifoni.', 'reservation-fee', ['ukureserva', '$20']],
  [
    'Pay the transport fee of $40 first.',
    'transport-fee-first',
    ['transport', 'fee', 'pay', 'first'],
  ],
  [
    'Tumira transport fee $25 kutanga.',
    'transport-fee-first',
    ['transport', 'fee', 'tumira', 'kutanga'],
  ],
  [
    'Thumela i transport fee kuqala.',
    'transport-fee-first',
    ['transport', 'fee', 'thumela', 'kuqala'],
  ],
  ['Send money on EcoCash to 0783 555 210.', 'pay-other-number', ['send', '0783 555 210']],
  ['Tumirai mari ku 0785 111 222.', 'pay-other-number', ['tumirai', '0785 111 222']],
  ['Thumela imali ku 0785 111 222.', 'pay-other-number', ['thumela', '0785 111 222']],
  ['Send me the code you just got.', 'code-request', ['code', 'send']],
  ['Nditumire kodhi yawawana.', 'code-request', ['kodhi', 'nditumire']],
  ['Ngithumele ikhodi oyithole.', 'code-request', ['ikhodi', 'ngithumele']],
];

describe('scam patterns through the API', () => {
  it.each(HELD)('holds %j for review, saying which words and why', async (text, rule, words) => {
    const answer = await create(text);
    expect(answer.moderation?.state).toBe('in_review');
    for (const word of words) expect(answer.moderation?.reason).toContain(`"${word}"`);
    expect(answer.moderation?.reason).toMatch(/It is not shown to buyers until an admin/);
    // The code and what it names, for the app to say it in the seller's language.
    expect(answer.moderation?.code).toBe('scam_pattern');
    expect(answer.moderation?.params).toEqual({ kind: KIND_OF_RULE[rule], words });
    expect(answer.warnings).toBeUndefined();
    expect(await caseReasons(answer._id)).toContainEqual(
      expect.objectContaining({ code: 'scam_pattern', rule, words }),
    );
    expect(await publicPage(answer._id)).toBe(404);
  });

  it('says how to rephrase an honest deposit', async () => {
    const answer = await create('Pay a deposit before viewing the room.');
    expect(answer.moderation?.reason).toContain('"Deposit payable after viewing"');
    expect(answer.moderation?.params).toMatchObject({ kind: 'pay_before_viewing' });
  });

  it.each([
    ['Contact me on Telegram for the price.', ['telegram']],
    ['Ndifonerei pa 0786 321 654.', ['0786 321 654']],
    ['Email me ku indlu@gmail.com.', ['email me']],
  ])('publishes %j with a warning and opens a case', async (text, words) => {
    const answer = await create(text);
    expect(answer.moderation).toBeUndefined();
    expect(answer.warnings).toEqual([
      expect.objectContaining({ code: 'scam_pattern', kind: 'off_platform', words }),
    ]);
    expect(answer.warnings![0]!.message).toMatch(/^Published, and an admin will look at it\./);
    expect(await caseReasons(answer._id)).toContainEqual(
      expect.objectContaining({ code: 'scam_pattern', words }),
    );
    expect(await publicPage(answer._id)).toBe(200);
  });

  it('publishes honest look-alikes with nothing to say', async () => {
    for (const text of [
      'Deposit payable after viewing and signing the lease.',
      'Transport available. EcoCash accepted.',
      'Call 0771 240 001 to view.',
      'Class 4 driver, code 10 licence.',
    ]) {
      const answer = await create(text);
      expect(answer.moderation, text).toBeUndefined();
      expect(answer.warnings, text).toBeUndefined();
      expect(await caseReasons(answer._id), text).toBeNull();
    }
  });

  it('judges an edit on the patterns it adds', async () => {
    const first = await create('Contact me on Telegram.');
    expect(first.warnings).toHaveLength(1);
    const edit = (description: string) =>
      server.request(`/api/listings/${first._id}`, {
        method: 'PATCH',
        token: seller.token,
        body: { _id: first._id, listing: sampleListing({ title: 'Room to rent', description }) },
      });
    const same = await edit('Contact me on Telegram. Nice room.');
    expect(same.status).toBe(200);
    const sameAnswer = (await same.json()) as ScreenedListing;
    expect(sameAnswer.warnings).toBeUndefined();
    expect(sameAnswer.moderation).toBeUndefined();

    const added = await edit('Contact me on Telegram. Pay $20 reservation fee now.');
    const addedAnswer = (await added.json()) as ScreenedListing;
    expect(addedAnswer.moderation?.state).toBe('in_review');
    expect(addedAnswer.moderation?.reason).toContain('"reservation"');
  });

  it("gives the admin the rule, the words, the listing's text and the seller's facts", async () => {
    const answer = await create(
      'Nice room. Pay a deposit before viewing the room.',
      'Room in Mabelreign',
    );
    const admin = await server.signInAs(ADMIN_PHONE);
    const queue = await server.request('/api/admin/moderation?q=Mabelreign', {
      token: admin.token,
    });
    expect(queue.status).toBe(200);
    const cases = (await queue.json()) as {
      listingId: string;
      listingText?: string;
      reasons: { code: string; rule?: string; words?: string[] }[];
      sellerSignals?: { since: string; sold: number; contactConfirmed: boolean };
    }[];
    const found = cases.find((item) => item.listingId === answer._id);
    expect(found?.reasons).toContainEqual(
      expect.objectContaining({
        code: 'scam_pattern',
        rule: 'deposit-before-viewing',
        words: ['deposit', 'before', 'viewing'],
      }),
    );
    expect(found?.listingText).toBe(
      'Room in Mabelreign\nNice room. Pay a deposit before viewing the room.',
    );
    expect(found?.sellerSignals).toEqual({
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sold: 0,
      contactConfirmed: true,
    });
  });
});
