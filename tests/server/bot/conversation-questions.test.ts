/**
 * What people ask that is not a search, and searches that were taken for something else, over
 * the signed webhook with the stand-in Graph API: questions to the marketplace (delivery, a real
 * person, what listing costs, how to delete) answered in the person's language, never searched
 * for; a priced rental line from someone without an account is a search, not an offer; "please
 * misai kunditumira…" opts out; Ndebele hire, stands and televisions; a car model is a car, and
 * a make after it keeps the kind; a greeting before a request is not quoted as the thing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import type { SignedIn } from '../helpers';
import { alertWorld, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
  seller = await world.server.signInAs('263719800001');
});
afterAll(() => world?.close());

const say = (phone: string, words: string) => world.sentFor(phone, () => world.say(phone, words));
const all = (sent: Sent[]) => sent.map(textOf).join('\n');
const rowIds = (sent: Sent[]) =>
  sent.flatMap(
    (m) => m.interactive?.action.sections?.flatMap((s) => s.rows.map((r) => r.id)) ?? [],
  );
const post = (fields: Record<string, unknown>) =>
  world.post(seller, {
    vehicleBrand: undefined,
    modelYear: undefined,
    neighborhood: undefined,
    features: [],
    description: `${String(fields.title)}, in good condition.`,
    price: { type: 'fixed', amount: 300 },
    ...fields,
  });

describe('questions to the marketplace', () => {
  const cases: [string, string, RegExp][] = [
    ['do you deliver to gweru?', 'en', /Delivery is agreed with each seller/],
    ['munoendesa here kuMasvingo?', 'sn', /Kuendesa kunobvumiranwa nemutengesi/],
    ['liyathumela yini eVic Falls?', 'nd', /Ukuthunyelwa kuvunyelwana lomthengisi/],
    ['is this a real person?', 'en', /WhatsApp assistant, an automatic bot/],
    ['how much does it cost to advertise on here', 'en', /Listing is 100% free/],
    ['ndingaisa sei chinhu changu pano?', 'sn', /mahara chose[\s\S]*\*Login\*/],
    ['how do i delete my listing', 'en', /To edit or delete a listing[\s\S]*Delete/],
  ];
  cases.forEach(([words, language, answer], i) => {
    it(`"${words}" is answered (${language}), never searched for`, async () => {
      const sent = await say(`26371980010${i}`, words);
      expect(sent).toHaveLength(1);
      expect(all(sent)).toMatch(answer);
      expect(rowIds(sent)).toEqual([]);
      expect(all(sent)).not.toMatch(/nothing for|Hapana “|Akukho “|Alert me/i);
    });
  });

  it('leaves a search that only mentions delivery a search', async () => {
    const id = await post({
      type: 'services',
      subType: 'logistics',
      title: 'Furniture removals and deliveries',
      city: 'Gweru',
    });
    const sent = await say('263719800120', 'delivery services in Gweru');
    expect(rowIds(sent)).toContain(`listing:${id}`);
  });
});

describe('searches that were taken for something else', () => {
  it('a priced rental line from someone without an account is a search', async () => {
    const house = await post({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      title: '3 bedroom house to rent in Mabelreign',
      city: 'Harare',
      price: { type: 'fixed', amount: 380, frequency: 'month' },
    });
    const sent = await say('263719800201', 'house to rent in harare 400usd');
    expect(rowIds(sent)).toContain(`listing:${house}`);
    expect(all(sent)).not.toMatch(/To list it, send \*Login\*/);
  });

  it('"please misai kunditumira ma messages" opts out', async () => {
    const phone = '263719800202';
    await say(phone, 'fridge in Harare');
    const sent = await say(phone, 'please misai kunditumira ma messages');
    expect(all(sent)).toMatch(/START/);
    const [row] = await rows<{ stopped: boolean }>(
      world.server.db,
      sql`SELECT opted_out_at IS NOT NULL AS stopped FROM bot_conversations
          WHERE phone_number = ${phone}`,
    );
    expect(row?.stopped).toBe(true);
  });

  it('Ndebele: hiring a car is car hire, not a car for sale; stands and televisions', async () => {
    const hire = await post({
      type: 'car_rental',
      subType: 'daily',
      title: 'Toyota Quantum for hire',
      city: 'Bulawayo',
    });
    const forSale = await post({
      type: 'vehicle',
      subType: 'car',
      title: 'Toyota Corolla 2010',
      city: 'Bulawayo',
      vehicleBrand: 'toyota',
      price: { type: 'fixed', amount: 5500 },
    });
    const hired = await say('263719800301', 'ngifuna ukuhaya imoto eBulawayo');
    expect(rowIds(hired)).toContain(`listing:${hire}`);
    expect(rowIds(hired)).not.toContain(`listing:${forSale}`);

    const stand = await post({
      type: 'real_estate',
      subType: 'land',
      realEstateDealType: 'sale',
      title: 'Residential stand 400sqm',
      city: 'Gweru',
    });
    expect(rowIds(await say('263719800302', 'ngifuna isitendi eGweru'))).toContain(
      `listing:${stand}`,
    );
    const tv = await post({
      type: 'electronics',
      subType: 'tv',
      title: 'Hisense 43 inch smart TV',
      city: 'Bulawayo',
    });
    expect(rowIds(await say('263719800303', 'ngifuna ithelevishini eBulawayo'))).toContain(
      `listing:${tv}`,
    );
  });

  it('a car model is a car, and a make after it keeps the kind', async () => {
    const fit = await post({
      type: 'vehicle',
      subType: 'car',
      title: 'Honda Fit 2011',
      city: 'Masvingo',
      vehicleBrand: 'honda',
      price: { type: 'fixed', amount: 4200 },
    });
    const bike = await post({
      type: 'vehicle',
      subType: 'bike',
      title: 'Honda motorbike 125cc',
      city: 'Masvingo',
      vehicleBrand: 'honda',
      price: { type: 'fixed', amount: 900 },
    });
    const vitz = await post({
      type: 'vehicle',
      subType: 'car',
      title: 'Toyota Vitz 2008',
      city: 'Masvingo',
      vehicleBrand: 'toyota',
      price: { type: 'fixed', amount: 3900 },
    });
    const spares = await post({
      type: 'vehicle_parts',
      subType: 'car_parts',
      title: 'Toyota spare parts',
      city: 'Masvingo',
      price: { type: 'fixed', amount: 20 },
    });
    const buyer = '263719800401';
    const first = await say(buyer, 'honda fit for sale under 5k in masvingo');
    expect(rowIds(first)).toContain(`listing:${fit}`);
    expect(rowIds(first)).not.toContain(`listing:${bike}`);
    const then = await say(buyer, 'toyota?');
    expect(rowIds(then)).toContain(`listing:${vitz}`);
    expect(rowIds(then)).not.toContain(`listing:${spares}`);
  });

  it('a greeting before the request is not quoted as the thing', async () => {
    const sent = await say('263719800501', 'ndeipi, any cheap TVs?');
    expect(all(sent)).not.toMatch(/ndeipi/i);
  });
});
