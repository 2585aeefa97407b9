/**
 * Words people type in English, Shona and Ndebele, over the signed webhook with the stand-in
 * Graph API: an amount with a preposition ("for 700", "ko pa700?") refines the last search; "2
 * bed" is a house's bedrooms, not a bed; a Shona or Ndebele name of a thing finds it (solar
 * power, cooking gas, cement, a room, a haircut, chairs for hire, women's bags, a plumber, live
 * chickens), as do "ngise…" for a town and "yokurenta" for rent; someone who paints a house is a
 * painter, not a house; Ndebele "cheaper", greetings and thanks are understood; a report reason
 * typed in Shona or Ndebele by its stem is the reason.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
  seller = await world.server.signInAs('263719700001');
});
afterAll(() => world?.close());

const say = (phone: string, words: string) => world.sentFor(phone, () => world.say(phone, words));
const all = (sent: Sent[]) => sent.map(textOf).join('\n');
const rowIds = (sent: Sent[]) =>
  sent.flatMap(
    (m) => m.interactive?.action.sections?.flatMap((s) => s.rows.map((r) => r.id)) ?? [],
  );

/** A listing of any kind, as the app posts it. */
const listing = (fields: Record<string, unknown>) => ({
  vehicleBrand: undefined,
  modelYear: undefined,
  neighborhood: undefined,
  features: [],
  description: `${String(fields.title)}, in good condition.`,
  ...fields,
});
const post = (fields: Record<string, unknown>) => world.post(seller, listing(fields));

describe('an amount with a preposition, after a search', () => {
  it('"for 700" and "ko pa700?" refine the last search to that price', async () => {
    const rent = (amount: number, title: string) =>
      world.post(
        seller,
        flat('Mutare', { title, price: { type: 'fixed', amount, frequency: 'month' } }),
      );
    const cheap = await rent(480, '2 bedroom flat in Mutare, Murambi');
    const dear = await rent(690, '2 bedroom flat in Mutare, Fairbridge Park');
    for (const [buyer, first, then] of [
      ['263719700101', 'flats to rent in Mutare under 500', 'ok what about for 700'],
      ['263719700102', 'ndiri kutsvaga flat yekurenda kuMutare pasi pe $500', 'ko pa700?'],
    ] as const) {
      const before = await say(buyer, first);
      expect(rowIds(before)).toContain(`listing:${cheap}`);
      expect(rowIds(before)).not.toContain(`listing:${dear}`);
      const after = await say(buyer, then);
      expect(rowIds(after)).toContain(`listing:${dear}`);
      expect(all(after)).not.toMatch(/What are you looking for|“(?:for|pa)700|Pa700/i);
    }
  });
});

describe('"2 bed house"', () => {
  it('is a house with bedrooms, not a bed, and needs no "bedroom" in the title', async () => {
    const house = await post({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      title: 'House to let in Kadoma, 4 rooms',
      city: 'Kadoma',
      price: { type: 'fixed', amount: 250, frequency: 'month' },
    });
    const bed = await post({
      type: 'furniture',
      subType: 'bedroom',
      title: 'Double bed with mattress',
      city: 'Kadoma',
      price: { type: 'fixed', amount: 200 },
    });
    const found = await say('263719700201', '2 bed house to rent in Kadoma');
    expect(rowIds(found)).toContain(`listing:${house}`);
    expect(rowIds(found)).not.toContain(`listing:${bed}`);
    expect(all(found)).not.toMatch(/Bed houses|Bedroom houses/);
  });
});

describe('Shona and Ndebele names of things', () => {
  const ENERGY = { type: 'energy_services' };
  const BUILDING = { type: 'construction', subType: 'building_materials' };
  const ROOM = { type: 'real_estate', subType: 'room', realEstateDealType: 'rent' };
  const EVENTS = { type: 'services', subType: 'events', city: 'other' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['solar', { ...ENERGY, title: 'Solar panels', city: 'Chegutu' }, 'magetsi ezuva kuChegutu'],
    [
      'solar',
      { ...ENERGY, title: 'Solar systems', city: 'Karoi' },
      'ngidinga ugesi welanga eKaroi',
    ],
    [
      'cooking gas',
      { ...ENERGY, title: 'LP gas refills, 9kg and 19kg', city: 'Zvishavane' },
      'ngidinga igasi yokupheka eZvishavane',
    ],
    [
      'cement',
      { ...BUILDING, title: 'PPC cement', city: 'Bindura' },
      'simende iripo here kuBindura',
    ],
    [
      'a room',
      { ...ROOM, title: 'Single room', city: 'Harare', neighborhood: 'epworth' },
      'rumu yekurenda kuEpworth',
    ],
    [
      'a haircut',
      { type: 'beauty_personal_care', title: 'Barber shop, haircuts and shaves', city: 'Rusape' },
      'ndiri kuda kuchekwa bvudzi kuRusape',
    ],
    [
      'chairs for hire',
      { ...EVENTS, title: 'Chairs and tents for hire', town: 'Ruwa' },
      'ndoda machairs ekuhaya kuRuwa',
    ],
  ];
  cases.forEach(([what, fields, words], i) => {
    it(`find ${what}: "${words}"`, async () => {
      const id = await post({ price: { type: 'fixed', amount: 30 }, ...fields });
      const found = await say(`26371970030${i}`, words);
      expect(rowIds(found)).toContain(`listing:${id}`);
      expect(all(found)).not.toMatch(/Hapana “|Akukho “/);
    });
  });

  it('"of women" with any concord is the kind, not a word a bag must hold', async () => {
    const bag = await post({
      type: 'fashion',
      subType: 'bags',
      title: 'Leather handbags',
      city: 'Masvingo',
      price: { type: 'fixed', amount: 35 },
    });
    for (const [buyer, words] of [
      ['263719700331', 'ndiri kutsvaga bhegi revakadzi kuMasvingo'],
      ['263719700332', 'ngidinga izikhwama zabesifazana eMasvingo'],
    ] as const) {
      const found = await say(buyer, words);
      expect(rowIds(found)).toContain(`listing:${bag}`);
    }
  });

  it('a pipe fixer is a plumber, in a town said as "ngise…", to rent said as "yokurenta"', async () => {
    const plumber = await post({
      type: 'home_services',
      subType: 'plumber',
      title: 'Plumbing, burst pipes and geysers',
      city: 'Victoria Falls',
      price: { type: 'fixed', amount: 20 },
    });
    const found = await say('263719700341', 'ngidinga umkhandi wamapayipi, ngiseVictoria Falls');
    expect(rowIds(found)).toContain(`listing:${plumber}`);
    const sale = await post({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'sale',
      title: 'House for sale in Hwange',
      city: 'Hwange',
      price: { type: 'fixed', amount: 30000 },
    });
    const rent = await post({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      title: 'House in Hwange',
      city: 'Hwange',
      price: { type: 'fixed', amount: 200, frequency: 'month' },
    });
    const rentals = await say('263719700342', 'ngifuna indlu yokurenta eHwange');
    expect(rowIds(rentals)[0]).toBe(`listing:${rent}`);
    expect(rowIds(rentals)).not.toContain(`listing:${sale}`);
  });

  it('"huku" is live chickens, not a chicken takeaway', async () => {
    const live = await post({
      type: 'grocery_farm',
      subType: 'livestock',
      title: 'Broiler chickens, live',
      city: 'Marondera',
      price: { type: 'fixed', amount: 5 },
    });
    const takeaway = await post({
      type: 'restaurant',
      subType: 'fast_food',
      title: 'Sadza and chicken takeaway',
      city: 'Marondera',
      price: { type: 'fixed', amount: 4 },
    });
    for (const [buyer, words] of [
      ['263719700311', 'ndiri kuda huku kuMarondera'],
      ['263719700312', 'ngifuna inkukhu eMarondera'],
    ] as const) {
      const found = await say(buyer, words);
      expect(rowIds(found)).toContain(`listing:${live}`);
      expect(rowIds(found)).not.toContain(`listing:${takeaway}`);
    }
  });

  it('someone who paints a house is a painter, not a house', async () => {
    const painter = await post({
      type: 'home_services',
      subType: 'painter',
      title: 'House painting services',
      city: 'Kwekwe',
      price: { type: 'fixed', amount: 100 },
    });
    const house = await post({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      title: 'Neat house to let',
      city: 'Kwekwe',
      price: { type: 'fixed', amount: 250, frequency: 'month' },
    });
    const found = await say('263719700321', 'ndiri kuda munhu anopenda imba kuKwekwe');
    expect(rowIds(found)).toContain(`listing:${painter}`);
    expect(rowIds(found)).not.toContain(`listing:${house}`);
  });
});

describe('Ndebele small words', () => {
  it('"ezitshiphileyo" asks for cheaper ones of the last search', async () => {
    const laptop = (amount: number, title: string) =>
      post({
        type: 'electronics',
        subType: 'laptop',
        electronicBrand: title.split(' ')[0],
        title,
        city: 'Gweru',
        price: { type: 'fixed', amount },
      });
    const dear = await laptop(300, 'HP laptop core i5');
    const cheap = await laptop(200, 'Dell laptop core i3');
    const buyer = '263719700401';
    const first = await say(buyer, 'ngidinga i laptop eGweru');
    expect(rowIds(first)).toEqual(expect.arrayContaining([`listing:${dear}`, `listing:${cheap}`]));
    const cheaper = await say(buyer, 'ezitshiphileyo');
    expect(rowIds(cheaper)).toContain(`listing:${cheap}`);
    expect(rowIds(cheaper)).not.toContain(`listing:${dear}`);
    expect(all(cheaper)).not.toMatch(/Ezitshiphileyo/);
  });

  for (const [buyer, words, answer] of [
    ['263719700402', 'yebo unjani', copyFor('nd').greeting],
    ['263719700403', 'kulungile, siyabonga kakhulu', copyFor('nd').thanks],
  ] as const) {
    it(`"${words}" is small talk, answered in Ndebele`, async () => {
      expect((await say(buyer, words)).map(textOf)).toEqual([answer]);
    });
  }
});

describe('a report reason typed by its stem', () => {
  for (const [buyer, words, reason] of [
    ['263719700501', 'yakatotengeswa', 'sold'],
    ['263719700502', 'yinkohliso le', 'scam'],
  ] as const) {
    it(`"${words}" is the reason "${reason}"`, async () => {
      const id = await post({
        type: 'furniture',
        subType: 'living',
        title: `Lounge suite ${buyer.slice(-1)}`,
        city: 'Beitbridge',
        price: { type: 'fixed', amount: 400 },
      });
      await say(buyer, 'lounge suite in Beitbridge');
      await world.sentFor(buyer, () => world.pick(buyer, `listing:${id}`));
      const ask = await world.sentFor(buyer, () => world.tap(buyer, `report:${id}`, 'Report'));
      expect(textOf(ask[0]!)).toMatch(/What is wrong/);
      const thanks = await say(buyer, words);
      expect(rowIds(thanks)).toEqual([]);
      const reports = await world.server.db.execute<{ reason: string }>(
        sql`SELECT reason FROM listing_reports WHERE listing_id = ${id}`,
      );
      expect(reports.rows.map((r) => r.reason)).toEqual([reason]);
    });
  }
});
