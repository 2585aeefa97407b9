/**
 * "Near me" over the signed webhook with the stand-in Graph API: a buyer with no town known who
 * asks for something near them (English, Shona, Ndebele) is sent a location request in their
 * language, not results; the location they share sets their town and answers the search there,
 * also when another bot on the same database receives it (the request is the chat's state in the
 * database); a typed town answers it too. With their town known, "near me" searches there. A
 * search naming no town, without "near me", still gets results at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '@/server/bot';
import { silentLogger } from '@/server/logger';
import type { SignedIn } from '../helpers';
import { delivery, messageValue } from './cloud-api-fixtures';
import { signedHeaders } from './payloads';
import { alertWorld, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

/** Bulawayo City Hall. */
const BULAWAYO = { latitude: -20.1457, longitude: 28.5873 };

const phone = (title: string, city: string, amount: number) => ({
  type: 'electronics',
  subType: 'phone',
  electronicBrand: 'Samsung',
  vehicleBrand: undefined,
  modelYear: undefined,
  neighborhood: undefined,
  features: [],
  title,
  description: 'Clean, with charger.',
  city,
  price: { type: 'fixed', amount },
});

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z');
  seller = await world.server.signInAs('263719900001');
  await world.post(seller, phone('Samsung Galaxy A14', 'bulawayo', 120));
  await world.post(seller, phone('Samsung Galaxy A25', 'harare', 210));
});
afterAll(() => world?.close());

const locationBody = (from: string, where = BULAWAYO) =>
  delivery([messageValue(from, { type: 'location', location: where })]);

const shareLocation = (buyer: string) => world.deliver(locationBody(buyer));

const requests = (sent: Sent[]) =>
  sent.filter((m) => m.interactive?.type === 'location_request_message');

const rowsOf = (sent: Sent[]) =>
  sent.flatMap((m) => m.interactive?.action.sections?.flatMap((s) => s.rows) ?? []);

describe('near me, with no town known', () => {
  const cases = [
    {
      language: 'English',
      buyer: '263719900101',
      words: 'any samsung phone near me?',
      asks: /^Where are you\? Share your location and I’ll look for “Samsung Phone” near you/,
      thanks: 'Thanks! Here is your last search in Bulawayo.',
    },
    {
      language: 'Shona',
      buyer: '263719900102',
      words: 'ndiri kuda foni yesamsung pedyo neni',
      asks: /^Muri kupi\? Nditumirei location yenyu ndokutsvaga “.+” pedyo nemi/,
      thanks: 'Ndatenda! Hechi chamakatsvaga pekupedzisira kuBulawayo.',
    },
    {
      language: 'Ndebele',
      buyer: '263719900103',
      words: 'ngidinga ifoni yesamsung eduze lami',
      asks: /^Likuphi\? Ngithumelelani indawo elikuyo \(location\) ngizadinga “.+” eduze lani/,
      thanks: 'Ngiyabonga! Nansi indlela elidinga ngayo eBulawayo.',
    },
  ];

  for (const c of cases) {
    it(`asks for the location in ${c.language}, then answers the search in the town shared`, async () => {
      const asked = await world.sentFor(c.buyer, () => world.say(c.buyer, c.words));
      expect(asked).toHaveLength(1);
      expect(requests(asked)).toHaveLength(1);
      expect(asked[0]!.interactive!.action.name).toBe('send_location');
      expect(textOf(asked[0]!)).toMatch(c.asks);
      expect(textOf(asked[0]!)).toContain('*Send location*');

      const answered = await world.sentFor(c.buyer, () => shareLocation(c.buyer));
      expect(textOf(answered[0]!)).toBe(c.thanks);
      const rows = rowsOf(answered);
      expect(rows[0]!.title).toContain('Galaxy A14');
      expect(rows[0]!.description).toMatch(/· Bulawayo$/);
    });
  }

  it('is answered by a town typed instead of a location', async () => {
    const buyer = '263719900104';
    const asked = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone nearby'));
    expect(requests(asked)).toHaveLength(1);
    const answered = await world.sentFor(buyer, () => world.say(buyer, 'in Harare'));
    const rows = rowsOf(answered);
    expect(rows[0]!.title).toContain('Galaxy A25');
    expect(rows[0]!.description).toMatch(/· Harare$/);
  });

  it('is remembered by another bot on the same database, which answers the location', async () => {
    const buyer = '263719900105';
    const asked = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone close to me'));
    expect(requests(asked)).toHaveLength(1);
    // A second process: its own bot, nothing in memory but the database.
    const other = createBot({
      env: world.server.env,
      db: world.server.db,
      logger: silentLogger,
      now: () => world.now(),
    });
    await other.ready;
    try {
      const before = world.graph.sentTo(buyer).length;
      const body = JSON.stringify(locationBody(buyer));
      const res = await other.routes.request('/webhooks/whatsapp', {
        method: 'POST',
        body,
        headers: signedHeaders(body, 'k'),
      });
      expect(res.status).toBe(200);
      await other.idle();
      const answered = world.graph
        .sentTo(buyer)
        .slice(before)
        .map((m) => m.body);
      expect(textOf(answered[0]!)).toBe('Thanks! Here is your last search in Bulawayo.');
      expect(rowsOf(answered)[0]!.title).toContain('Galaxy A14');
    } finally {
      await other.stop();
    }
  });

  it("alone asks where they are, and the location then asks what they're looking for", async () => {
    const buyer = '263719900106';
    const asked = await world.sentFor(buyer, () => world.say(buyer, 'near me'));
    expect(requests(asked)).toHaveLength(1);
    expect(textOf(asked[0]!)).toMatch(
      /^Where are you\? Share your location and I’ll look near you first/,
    );
    const answered = await world.sentFor(buyer, () => shareLocation(buyer));
    expect(answered.map(textOf)).toEqual([
      'Thanks! I’ll look in Bulawayo first. What are you looking for?',
    ]);
  });
});

describe('near me, with the town known', () => {
  it('searches there at once', async () => {
    const buyer = '263719900201';
    await world.sentFor(buyer, () => shareLocation(buyer));
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone near me'));
    expect(requests(answer)).toEqual([]);
    const rows = rowsOf(answer);
    expect(rows[0]!.title).toContain('Galaxy A14');
    expect(rows[0]!.description).toMatch(/· Bulawayo$/);
  });
});

describe('a search naming no town, without near me', () => {
  it('gets results at once, and no location request', async () => {
    const buyer = '263719900301';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone'));
    expect(requests(answer)).toEqual([]);
    expect(rowsOf(answer).map((r) => r.title)).toEqual([
      expect.stringContaining('Galaxy'),
      expect.stringContaining('Galaxy'),
    ]);
  });
});
