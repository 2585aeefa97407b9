/**
 * More words as people type them, over the signed webhook with the stand-in Graph API: thanks
 * and greetings with what goes with them ("thanks a lot 🙏🏾 u helped", "maita basa chaizvo",
 * "ngiyabonga kakhulu mfowethu", "gud mrng") are small talk; questions about the marketplace
 * in Shona and Ndebele ("zvinobhadharwa here kuisa chinhu pano?", "ngisusa njani
 * okuthengiswayo kwami?") are answered in that language; STOP in a Shona chat is answered in
 * Shona; a report reason said in a sentence ("akati nditumire mari kutanga", "ibhinya uyu, anoba
 * vanhu"); "what is for sale in Kariba" shows what is there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import { marketplaceAnswer } from '@/server/bot/conversation/marketplace-questions';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-29T08:00:00Z');
  seller = await world.server.signInAs('263719800001');
});
afterAll(() => world?.close());

const say = (phone: string, words: string) => world.sentFor(phone, () => world.say(phone, words));
const rowIds = (sent: Sent[]) =>
  sent.flatMap(
    (m) => m.interactive?.action.sections?.flatMap((s) => s.rows.map((r) => r.id)) ?? [],
  );

describe('courtesy with what goes with it', () => {
  for (const [buyer, words, answer] of [
    ['263719800101', 'gud mrng', copyFor('en').greeting],
    ['263719800102', 'thanks a lot 🙏🏾 u helped', copyFor('en').thanks],
    ['263719800103', 'maita basa chaizvo', copyFor('sn').thanks],
    ['263719800104', 'ndatenda hama', copyFor('sn').thanks],
    ['263719800105', 'ngiyabonga kakhulu mfowethu', copyFor('nd').thanks],
    ['263719800106', 'livukile njani', copyFor('nd').greeting],
  ] as const) {
    it(`"${words}" is small talk in its own language, never a search`, async () => {
      expect((await say(buyer, words)).map(textOf)).toEqual([answer]);
    });
  }
});

describe('questions about the marketplace in Shona and Ndebele', () => {
  for (const [buyer, words, question, language] of [
    ['263719800201', 'zvinobhadharwa here kuisa chinhu pano?', 'listing', 'sn'],
    ['263719800202', 'ndingachinja sei mutengo wechinhu changu?', 'manage', 'sn'],
    ['263719800203', 'ngisusa njani okuthengiswayo kwami?', 'manage', 'nd'],
    ['263719800204', 'do i have to pay to post?', 'listing', 'en'],
  ] as const) {
    it(`"${words}" is answered, not searched`, async () => {
      const answer = await say(buyer, words);
      expect(answer.map(textOf)).toEqual([marketplaceAnswer(question, language)]);
    });
  }
});

it('STOP in a Shona chat is answered in Shona', async () => {
  const buyer = '263719800301';
  await say(buyer, 'ndoda imba yekurenda kuGweru');
  const stopped = await say(buyer, 'STOP');
  expect(textOf(stopped[0]!)).toMatch(/handichakutumirai/);
});

describe('a report reason said in a sentence', () => {
  for (const [buyer, words, reason] of [
    ['263719800401', 'akati nditumire mari kutanga', 'pay_first'],
    ['263719800402', 'ibhinya uyu, anoba vanhu', 'scam'],
  ] as const) {
    it(`"${words}" is the reason "${reason}"`, async () => {
      const id = await world.post(seller, flat('Zvishavane', { title: `Flat ${buyer.slice(-1)}` }));
      await say(buyer, 'flat in Zvishavane');
      await world.sentFor(buyer, () => world.pick(buyer, `listing:${id}`));
      await world.sentFor(buyer, () => world.tap(buyer, `report:${id}`, 'Report'));
      const thanks = await say(buyer, words);
      expect(rowIds(thanks)).toEqual([]);
      const reports = await world.server.db.execute<{ reason: string }>(
        sql`SELECT reason FROM listing_reports WHERE listing_id = ${id}`,
      );
      expect(reports.rows.map((r) => r.reason)).toEqual([reason]);
    });
  }
});

it('"what is for sale in Kariba" shows what there is in Kariba', async () => {
  const id = await world.post(seller, flat('Kariba', { title: 'Lake view flat' }));
  const found = await say('263719800501', 'what is for sale in Kariba');
  expect(rowIds(found)).toContain(`listing:${id}`);
  expect(JSON.stringify(found)).toMatch(/Kariba/);
});

describe('a make asked for, or said not to be wanted, when none is listed', () => {
  const car = (brand: string, title: string) =>
    world.post(seller, {
      ...flat('Masvingo'),
      type: 'vehicle',
      subType: 'car',
      realEstateDealType: undefined,
      vehicleBrand: brand,
      modelYear: 2012,
      title,
      price: { type: 'fixed', amount: 5000 },
    });
  const gadget = (subType: string, brand: string, title: string) =>
    world.post(seller, {
      ...flat('Masvingo'),
      type: 'electronics',
      subType,
      realEstateDealType: undefined,
      electronicBrand: brand,
      title,
      price: { type: 'fixed', amount: 150 },
    });

  it('"i dont want a toyota, show me nissan cars" shows other cars, never a Toyota', async () => {
    const toyota = await car('toyota', 'Toyota Wish 2012');
    const honda = await car('honda', 'Honda Fit 2012');
    const found = await say(
      '263719800601',
      'i dont want a toyota, show me nissan cars in Masvingo',
    );
    expect(rowIds(found)).toContain(`listing:${honda}`);
    expect(rowIds(found)).not.toContain(`listing:${toyota}`);
    expect(JSON.stringify(found)).toMatch(/Nissan/);
  });

  it('"ngifuna ifoni yeTecno" shows other phones, not laptops', async () => {
    const phone = await gadget('phone', 'samsung', 'Samsung Galaxy A14');
    const laptop = await gadget('laptop', 'hp', 'HP laptop core i5');
    const found = await say('263719800602', 'ngifuna ifoni yeTecno eMasvingo');
    expect(rowIds(found)).toContain(`listing:${phone}`);
    expect(rowIds(found)).not.toContain(`listing:${laptop}`);
  });
});
