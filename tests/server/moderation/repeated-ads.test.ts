/**
 * The same ad from one seller in several towns or several times is one listing to buyers (the
 * newest in the bot's search), the seller is told so on the create's answer, and a new seller
 * posting more than NEW_SELLER_SAME_ADS_PER_DAY of one ad (the same words and photo, or the same
 * photo under other words) in a day has the further ones held for review with the reason; the
 * same words over each item's own photo, or over a flat one-colour picture, are never held; an
 * older account is not held.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/server/discovery/search';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding';
import {
  createTestServer,
  sampleListing,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, uploadForm } from '../images';
import { makePhoto } from '../photos';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => server?.close());

interface Answer {
  _id: string;
  warnings?: { code: string; message: string }[];
  moderation?: { state: string; reason: string };
}

async function create(who: SignedIn, fields: Record<string, unknown>): Promise<Answer> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing(fields),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Answer;
}

/** The same photo again: the same bytes uploaded as a new file (`seed`: another photo). */
async function photo(who: SignedIn, seed = 3): Promise<string> {
  const response = await uploadPhoto(who, uploadForm(await makePhoto(seed, 320, 240)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

const search = async (words: string) =>
  (
    await searchListings(server.db, await new RuleBasedUnderstanding().understand(words))
  ).results.map((r) => r.id);

describe('the same ad posted again', () => {
  it('is one listing in a search, the newest, and the seller is told', async () => {
    const seller = await server.signInAs('263719610001');
    const text = {
      title: 'Mazda Demio 2010 blue',
      description: 'Low mileage, new tyres, papers in order.',
      vehicleBrand: 'Mazda',
    };
    const harare = await create(seller, text);
    expect(harare.warnings).toBeUndefined();
    const bulawayo = await create(seller, { ...text, city: 'Bulawayo', neighborhood: undefined });
    expect(bulawayo.warnings).toEqual([
      {
        code: 'repeated_ad',
        message: expect.stringContaining('Buyers are shown the same ad once'),
      },
    ]);
    const gweru = await create(seller, {
      ...text,
      title: 'MAZDA demio 2010, blue!',
      city: 'Gweru',
      neighborhood: undefined,
    });
    expect(gweru.warnings?.[0]?.code).toBe('repeated_ad');
    // Another seller's same words are another listing.
    const other = await server.signInAs('263719610002');
    const theirs = await create(other, text);

    const found = await search('mazda demio');
    expect(found).toContain(gweru._id);
    expect(found).toContain(theirs._id);
    expect(found).not.toContain(harare._id);
    expect(found).not.toContain(bulawayo._id);
    // In one town only that town's copy is found, and shown.
    expect(await search('mazda demio in Harare')).toEqual(
      expect.arrayContaining([harare._id, theirs._id]),
    );
  });

  it("holds a new seller's ads past the day's allowance of one ad, with the reason", async () => {
    const seller = await server.signInAs('263719610003');
    const ad = { title: 'iPhone 13 Pro Max 256GB', description: 'Brand new, sealed. Call me.' };
    const answers: Answer[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        await create(seller, {
          ...ad,
          type: 'electronics',
          subType: 'phone',
          electronicBrand: 'Apple',
          vehicleBrand: undefined,
          modelYear: undefined,
          city: ['Harare', 'Bulawayo', 'Mutare'][i % 3],
          neighborhood: undefined,
          images: [await photo(seller)],
        }),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.moderation)).toEqual(Array(5).fill(undefined));
    for (const [i, held] of answers.slice(5).entries()) {
      expect(held.moderation).toEqual({
        state: 'in_review',
        reason: expect.stringContaining(
          `this is the ${6 + i}th copy of the same ad you posted today`,
        ),
        code: 'repeated_ad_copies',
        params: { count: 6 + i },
        at: expect.any(String),
      });
    }
    const cases = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM moderation_cases WHERE seller_id = ${seller.user._id}
          AND reasons @> '[{"code": "repeated_ads"}]'::jsonb`,
    );
    expect(Number(cases.rows[0]?.n)).toBe(2);

    // The same seller a week and more on: no longer new, not held.
    await server.db.execute(
      sql`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ${seller.user._id}`,
    );
    const later = await create(seller, {
      ...ad,
      type: 'electronics',
      subType: 'phone',
      electronicBrand: 'Apple',
      vehicleBrand: undefined,
      modelYear: undefined,
      images: [await photo(seller)],
    });
    expect(later.moderation).toBeUndefined();
    expect(later.warnings?.[0]?.code).toBe('repeated_ad');
  });

  it("holds a new seller's same photo under other words past the day's allowance", async () => {
    const seller = await server.signInAs('263719610004');
    const answers: Answer[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        await create(seller, {
          title: `Toyota Corolla 2015 number ${i + 1}`,
          description: `A different car each time, or so it says: ${'abcdefg'[i]} grade.`,
          images: [await photo(seller, 5)],
        }),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.moderation)).toEqual(Array(5).fill(undefined));
    expect(answers[1]?.warnings?.[0]?.code).toBe('repeated_ad');
    for (const [i, held] of answers.slice(5).entries()) {
      expect(held.moderation).toEqual({
        state: 'in_review',
        reason: expect.stringContaining(
          `this is the ${6 + i}th listing with the same photo you posted today`,
        ),
        code: 'repeated_ad_photo',
        params: { count: 6 + i },
        at: expect.any(String),
      });
    }
  });

  it('never holds the same words over each item’s own photo or over flat one-colour pictures', async () => {
    const seller = await server.signInAs('263719610005');
    const flat = async () => {
      const response = await uploadPhoto(seller, uploadForm(await makeJpeg()));
      expect(response.status).toBe(201);
      return ((await response.json()) as { _id: string })._id;
    };
    const answers: Answer[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await create(seller, { images: [await photo(seller, 20 + i)] }));
      answers.push(
        await create(seller, { title: `Toyota Corolla 2015 lot ${i + 1}`, images: [await flat()] }),
      );
    }
    expect(answers.map((a) => a.moderation)).toEqual(Array(14).fill(undefined));
    // The same words are told; flat pictures under other words are no same photo at all.
    expect(answers.at(-2)?.warnings?.[0]?.code).toBe('repeated_ad');
    expect(answers.at(-1)?.warnings).toBeUndefined();
  });
});
