/**
 * A town typed under city 'Other' is the town, everywhere it is read: over the signed webhook
 * with the stand-in Graph API, the bot's result rows and listing details say 'Ruwa' (never
 * 'Other'), a buyer finds it by the town's name in English and Shona, also a town no list knows
 * ('Nkayi'); the alert says it; the public page and the admin's listings say and find it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PHONE, answerOf, type SignedIn } from '../helpers';
import { alertWorld, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z');
  seller = await world.server.signInAs('263719700001');
});
afterAll(() => world?.close());

/** A listing in a town off the city list; its words never name the town. */
const inTown = (town: string, overrides: Record<string, unknown>) => ({
  vehicleBrand: undefined,
  modelYear: undefined,
  neighborhood: undefined,
  features: [],
  city: 'other',
  town,
  ...overrides,
});

const PHONE = {
  type: 'electronics',
  subType: 'phone',
  electronicBrand: 'Samsung',
  title: 'Samsung Galaxy A14',
  description: 'Clean, 64 GB, with charger.',
  price: { type: 'fixed', amount: 120 },
};

const rowsOf = (sent: Sent[]) =>
  sent.flatMap((m) => m.interactive?.action.sections?.flatMap((s) => s.rows) ?? []);

describe("a listing under city 'Other' with its town typed", () => {
  let ruwaPhone = '';
  let gwandaHouse = '';
  let nkayiFridge = '';

  beforeAll(async () => {
    ruwaPhone = await world.post(seller, inTown('Ruwa', PHONE));
    gwandaHouse = await world.post(
      seller,
      inTown('Gwanda', {
        type: 'real_estate',
        subType: 'house',
        realEstateDealType: 'sale',
        title: '3 bedroom house',
        description: 'Tiled, borehole, durawall.',
        price: { type: 'fixed', amount: 38000 },
      }),
    );
    nkayiFridge = await world.post(
      seller,
      inTown('Nkayi', {
        type: 'electronics',
        subType: 'appliances',
        title: 'Defy fridge',
        description: 'Double door, works well.',
        price: { type: 'fixed', amount: 300 },
      }),
    );
    // The same things in listed cities: a search by the town must leave them out.
    await world.post(seller, {
      ...PHONE,
      city: 'harare',
      neighborhood: undefined,
      town: undefined,
      vehicleBrand: undefined,
      modelYear: undefined,
      features: [],
      title: 'Samsung Galaxy A15',
    });
    await world.post(seller, {
      ...inTown('', {}),
      city: 'bulawayo',
      town: undefined,
      type: 'electronics',
      subType: 'appliances',
      title: 'LG fridge',
      description: 'Single door.',
      price: { type: 'fixed', amount: 250 },
    });
  });

  it("is found by 'phone in Ruwa'; its row and its details say Ruwa, never Other", async () => {
    const buyer = '263719700101';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'phone in Ruwa'));
    const rows = rowsOf(answer);
    expect(rows.map((r) => r.id)).toEqual([`listing:${ruwaPhone}`]);
    expect(rows[0]!.description).toBe('$120.00 · Ruwa');
    const details = await world.sentFor(buyer, () => world.pick(buyer, rows[0]!.id));
    const text = details.map(textOf).join('\n');
    expect(text).toContain('📍 Ruwa');
    expect(text).not.toMatch(/Other/);
  });

  it("is found in Shona by 'imba kuGwanda', though its words never name Gwanda", async () => {
    const buyer = '263719700102';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'ndiri kuda imba kuGwanda'));
    const rows = rowsOf(answer);
    expect(rows.map((r) => r.id)).toEqual([`listing:${gwandaHouse}`]);
    expect(rows[0]!.description).toMatch(/· Gwanda$/);
  });

  it('in a town no list knows is found by the name the seller typed', async () => {
    const buyer = '263719700103';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'fridge in Nkayi'));
    const rows = rowsOf(answer);
    expect(rows.map((r) => r.id)).toEqual([`listing:${nkayiFridge}`]);
    expect(rows[0]!.description).toBe('$300.00 · Nkayi');
    const shona = await world.sentFor(buyer, () => world.say(buyer, 'firiji kuNkayi'));
    expect(rowsOf(shona).map((r) => r.id)).toEqual([`listing:${nkayiFridge}`]);
  });

  it('reaches an alert for the town with the town named', async () => {
    const buyer = '263719700104';
    world.at('2026-11-25T10:00:00Z');
    await world.say(buyer, 'phone in Ruwa');
    await world.tap(buyer, 'alert:save');
    world.at('2026-11-25T11:00:00Z');
    const sent = await world.sentFor(buyer, async () => {
      await world.post(seller, inTown('Ruwa', { ...PHONE, title: 'Samsung Galaxy A05' }));
    });
    expect(textOf(sent[0]!)).toMatch(/^🔔 New for your alert/);
    const details = sent.map(textOf).join('\n');
    expect(details).toContain('Samsung Galaxy A05');
    expect(details).toContain('📍 Ruwa');
    expect(details).not.toMatch(/Other/);
  });

  it('says its town on the public page', async () => {
    const res = await world.server.request(`/l/${ruwaPhone}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<p class="muted">Ruwa</p>');
    expect(html).toMatch(/<meta name="description" content="\$120\.00 · Ruwa · /);
    expect(html).not.toMatch(/>Other</);
  });

  it("is found by an admin searching the town's name", async () => {
    const admin = await world.server.signInAs(ADMIN_PHONE);
    const found = await answerOf(
      await admin.client.api.admin.listings.$get({ query: { q: 'ruwa' } }),
      200,
    );
    // The phone above and the one the alert announced: every listing in Ruwa, none elsewhere.
    expect(found.map((l) => l._id)).toContain(ruwaPhone);
    expect(found).toHaveLength(2);
    for (const listing of found) expect(listing).toMatchObject({ city: 'other', town: 'Ruwa' });
  });
});
