/**
 * Where a buyer meets the seller's link: the bot's listing details and the public page carry the
 * safety advice for the listing's kind (rentals, vehicles, phones and electronics, services, any
 * other) in the buyer's language, the line every buyer reads, and facts about the seller (on the
 * marketplace since, listings sold here, the number confirmed over WhatsApp).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import type { SafetyKind } from '@/domain/safety';
import { showListing } from '@/server/bot/conversation/listing-detail';
import {
  confirmContactNumber,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';

const BUYER = '263713888101';
let server: TestServer;
let seller: SignedIn;
const ids: Partial<Record<SafetyKind, string>> = {};

const KINDS: [SafetyKind, Record<string, unknown>][] = [
  [
    'rental',
    {
      type: 'real_estate',
      subType: 'room',
      realEstateDealType: 'rent',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'Room in Avondale',
    },
  ],
  ['vehicle', { title: 'Toyota Corolla 2015' }],
  [
    'electronics',
    {
      type: 'electronics',
      subType: 'phone',
      electronicBrand: 'Samsung',
      vehicleBrand: undefined,
      title: 'Samsung A54',
    },
  ],
  [
    'service',
    {
      type: 'services',
      subType: 'it',
      serviceType: 'Repairs',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'Laptop repairs',
    },
  ],
  [
    'general',
    {
      type: 'fashion',
      subType: 'womens',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'Summer dresses',
    },
  ],
];

async function create(who: SignedIn, fields: Record<string, unknown>): Promise<string> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing(fields),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function details(listingId: string, language: Language): Promise<string> {
  const messages = await showListing(
    { db: server.db, env: server.env },
    BUYER,
    listingId,
    language,
  );
  const text = messages.find((m) => m.kind === 'text');
  if (text?.kind !== 'text') throw new Error('no details text');
  return text.text;
}

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
  seller = await server.signInAs('263719400001');
  for (const [kind, fields] of KINDS) ids[kind] = await create(seller, fields);
  await server.db.execute(
    sql`UPDATE users SET created_at = '2025-03-14T10:00:00Z' WHERE id = ${seller.user._id}`,
  );
});
afterAll(() => server?.close());

describe('safety advice where the buyer meets the seller', () => {
  for (const language of ['en', 'sn', 'nd'] as const) {
    it.each(KINDS.map(([kind]) => kind))(
      `gives the %s line in ${language} in the bot`,
      async (kind) => {
        const copy = copyFor(language);
        const lines = (await details(ids[kind]!, language)).split('\n');
        const link = lines.findIndex((line) => line.startsWith('Chat with the seller:'));
        // After the seller's link: the kind's advice, then the line for every buyer, last.
        expect(lines.slice(link + 1)).toEqual([
          '',
          `⚠️ ${copy.safety[kind]}`,
          `🔒 ${copy.safetyAlways}`,
        ]);
        for (const other of KINDS.map(([k]) => k).filter((k) => k !== kind)) {
          expect(lines).not.toContain(`⚠️ ${copy.safety[other]}`);
        }
      },
    );
  }

  it('has a different line for each kind in every language', () => {
    for (const language of ['en', 'sn', 'nd'] as const) {
      const lines = Object.values(copyFor(language).safety);
      expect(new Set(lines).size).toBe(KINDS.length);
      if (language !== 'en') expect(lines).not.toContain(copyFor('en').safety.rental);
    }
  });

  it.each(KINDS.map(([kind]) => kind))('gives the %s line on the public page', async (kind) => {
    const page = await (await server.request(`/l/${ids[kind]}`)).text();
    const en = copyFor('en');
    expect(page).toContain(en.safety[kind].replace(/'/g, '&#39;'));
    expect(page).toContain(en.safetyAlways);
    for (const other of KINDS.map(([k]) => k).filter((k) => k !== kind)) {
      expect(page).not.toContain(en.safety[other].replace(/'/g, '&#39;'));
    }
  });
});

describe("the seller's facts", () => {
  it('says since when, how many sold, and whether the number is confirmed: bot and page', async () => {
    const other = await server.signInAs('263719400002');
    const id = await create(other, { title: 'Honda Fit 2012' });
    await server.db.execute(
      sql`UPDATE users SET created_at = '2024-11-02T10:00:00Z' WHERE id = ${other.user._id}`,
    );
    // A contact number waiting for its code: not confirmed yet, and nothing sold.
    const saved = await server.request(`/api/users/${other.user._id}`, {
      method: 'PATCH',
      token: other.token,
      body: { displayName: 'Rudo Motors', contactNumber: '0771400003', city: 'Harare' },
    });
    expect(saved.status).toBe(200);
    let text = await details(id, 'en');
    expect(text).toContain('🗓️ On the marketplace since November 2024');
    expect(text).not.toContain('sold here');
    expect(text).not.toContain('WhatsApp number confirmed');
    let page = await (await server.request(`/l/${id}`)).text();
    expect(page).toContain('<li>On the marketplace since November 2024</li>');
    expect(page).not.toContain('WhatsApp number confirmed');

    // Two listings sold, and the contact number sends its code.
    for (const title of ['Mazda Demio 2010', 'Nissan Note 2011']) {
      const sold = await create(other, { title });
      const marked = await server.request(`/api/listings/${sold}/status`, {
        method: 'POST',
        token: other.token,
        body: { status: 'sold' },
      });
      expect(marked.status).toBe(200);
    }
    await confirmContactNumber(server, other);
    text = await details(id, 'sn');
    expect(text).toContain('🗓️ Ari pamusika kubva Mbudzi 2024');
    expect(text).toContain('🤝 Zvinhu 2 zvakatengwa pano');
    expect(text).toContain('✅ Nhamba yeWhatsApp yakasimbiswa');
    page = await (await server.request(`/l/${id}`)).text();
    expect(page).toContain('<li>2 listings sold here</li>');
    expect(page).toContain('<li>WhatsApp number confirmed</li>');
  });

  it('confirms a seller whose buyers reach the login phone', async () => {
    const text = await details(ids.vehicle!, 'nd');
    expect(text).toContain('🗓️ Usemakethe kusukela ku-Ndlovana 2025');
    expect(text).toContain('✅ Inombolo ye-WhatsApp iqinisekisiwe');
  });
});
