import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Price } from '@/domain';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { listings, users } from '@/server/db/schema';
import {
  MIN_COMPARABLE_SELLERS,
  findPriceFarBelow,
  priceDetail,
  type PricedListing,
} from '@/server/moderation/price-check';
import { openTestDatabase } from '../helpers';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function seller(): Promise<string> {
  const id = randomUUID();
  await database.db
    .insert(users)
    .values({ id, phone: `2637${String(Math.random()).slice(2, 10)}` });
  return id;
}

type Row = Partial<PricedListing> & { sellerId: string; status?: 'active' | 'paused' | 'sold' };
const fixed = (amount: number, frequency?: string): Price => ({
  type: 'fixed',
  amount,
  ...(frequency ? { frequency } : {}),
});

async function listing(row: Row): Promise<PricedListing> {
  const full: PricedListing = {
    id: randomUUID(),
    type: 'vehicle',
    subType: 'car',
    city: 'harare',
    town: null,
    price: fixed(10000),
    realEstateDealType: null,
    vehicleBrand: 'toyota',
    electronicBrand: null,
    ...row,
  };
  await database.db.insert(listings).values({
    ...full,
    title: 'A listing',
    status: row.status ?? 'active',
  });
  return full;
}

/** A listing not stored: the one being checked. */
const candidate = (row: Row): PricedListing => ({
  id: randomUUID(),
  type: 'vehicle',
  subType: 'car',
  city: 'harare',
  town: null,
  price: fixed(10000),
  realEstateDealType: null,
  vehicleBrand: 'toyota',
  electronicBrand: null,
  ...row,
});

const check = (row: PricedListing) => findPriceFarBelow(database.db, row);

describe('the price far below', () => {
  let me: string;

  beforeAll(async () => {
    me = await seller();
    // Cars in Harare: five other sellers, one of them a dealer with many cheap ones.
    const prices = [8000, 9000, 11000, 12000, 15000];
    for (const amount of prices) await listing({ sellerId: await seller(), price: fixed(amount) });
    const dealer = await seller();
    for (let i = 0; i < 6; i++) await listing({ sellerId: dealer, price: fixed(1500) });
    // Not comparable: paused, sold, the seller's own, a range, another town.
    await listing({ sellerId: await seller(), price: fixed(200), status: 'paused' });
    await listing({ sellerId: await seller(), price: fixed(300), status: 'sold' });
    for (let i = 0; i < 6; i++) await listing({ sellerId: me, price: fixed(2000) });
    await listing({
      sellerId: await seller(),
      price: { type: 'range', minAmount: 100, maxAmount: 200 },
    });
    await listing({ sellerId: await seller(), city: 'bulawayo', price: fixed(100) });
  });

  it('flags a car at a fraction of the typical price among its sellers', async () => {
    const verdict = await check(candidate({ sellerId: me, price: fixed(2500) }));
    // Six sellers (the dealer counts once, at 1500): median of 1500, 8000, 9000, 11000, 12000,
    // 15000 is 10000.
    expect(verdict).toEqual({
      amount: 2500,
      typical: 10000,
      sellers: 6,
      comparedWith: 'Toyota Car listings in Harare',
    });
    expect(priceDetail(verdict!)).toBe(
      "$2,500 is 25% of the typical $10,000 (median of 6 sellers' Toyota Car listings in Harare)",
    );
  });

  it('lets a cheap but plausible price pass', async () => {
    expect(await check(candidate({ sellerId: me, price: fixed(3500) }))).toBeNull();
    expect(await check(candidate({ sellerId: me, price: fixed(6000) }))).toBeNull();
  });

  it('judges nothing without enough other sellers in the same town', async () => {
    expect(await check(candidate({ sellerId: me, city: 'bulawayo', price: fixed(50) }))).toBeNull();
    expect(await check(candidate({ sellerId: me, subType: 'truck', price: fixed(50) }))).toBeNull();
  });

  it('counts other sellers only: the seller of the listing is left out', async () => {
    // One of the five is the seller checked: four others remain.
    const sellers = [await seller(), await seller(), await seller(), await seller()];
    for (const id of sellers) await listing({ sellerId: id, subType: 'bike', price: fixed(900) });
    const last = await seller();
    await listing({ sellerId: last, subType: 'bike', price: fixed(900) });
    expect(
      await check(candidate({ sellerId: last, subType: 'bike', price: fixed(100) })),
    ).toBeNull();
    expect(
      await check(candidate({ sellerId: me, subType: 'bike', price: fixed(100) })),
    ).toMatchObject({ typical: 900, sellers: MIN_COMPARABLE_SELLERS });
  });

  it("leaves out held and hidden listings and suspended sellers' listings", async () => {
    const truck = { subType: 'truck', vehicleBrand: 'isuzu', city: 'masvingo' };
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await seller();
      ids.push(id);
      await listing({ ...truck, sellerId: id, price: fixed(20000) });
    }
    const cheap = candidate({ ...truck, sellerId: me, price: fixed(2000) });
    expect(await check(cheap)).toMatchObject({ sellers: 7 });
    await database.db.execute(
      sql`UPDATE listings SET moderation_state = 'in_review' WHERE seller_id = ${ids[0]!}`,
    );
    await database.db.execute(
      sql`UPDATE listings SET moderation_state = 'hidden' WHERE seller_id = ${ids[1]!}`,
    );
    expect(await check(cheap)).toMatchObject({ sellers: 5 });
    await database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${ids[2]!}`);
    // Four sellers left: too few to judge.
    expect(await check(cheap)).toBeNull();
  });

  it('never compares a range, a described price or another period', async () => {
    expect(
      await check(
        candidate({ sellerId: me, price: { type: 'range', minAmount: 100, maxAmount: 500 } }),
      ),
    ).toBeNull();
    expect(
      await check(candidate({ sellerId: me, price: { type: 'description', description: 'Call' } })),
    ).toBeNull();
    // $500 per week is not compared with cars sold outright.
    expect(await check(candidate({ sellerId: me, price: fixed(500, 'per week') }))).toBeNull();
  });

  it('compares a brand with its own brand when enough sellers offer it, else the sub-type', async () => {
    const phone = { type: 'electronics', subType: 'phone', vehicleBrand: null, city: 'mutare' };
    for (const amount of [80, 90, 100, 110, 120, 130]) {
      await listing({
        ...phone,
        sellerId: await seller(),
        electronicBrand: 'tecno',
        price: fixed(amount),
      });
    }
    for (const amount of [700, 800, 900, 1000, 1100]) {
      await listing({
        ...phone,
        sellerId: await seller(),
        electronicBrand: 'apple',
        price: fixed(amount),
      });
    }
    // An iPhone at $250 is far below iPhones ($900), though not below all phones ($120).
    expect(
      await check(
        candidate({ ...phone, sellerId: me, electronicBrand: 'apple', price: fixed(250) }),
      ),
    ).toMatchObject({ typical: 900, sellers: 5, comparedWith: 'Apple Phone listings in Mutare' });
    // A brand with too few sellers there: compared with every phone.
    expect(
      await check(
        candidate({ ...phone, sellerId: me, electronicBrand: 'nokia', price: fixed(30) }),
      ),
    ).toMatchObject({ typical: 130, sellers: 11, comparedWith: 'Phone listings in Mutare' });
  });

  it('compares rent with rent, monthly with monthly, and a named town with itself', async () => {
    const house = {
      type: 'real_estate',
      subType: 'house',
      vehicleBrand: null,
      city: 'other',
      town: 'Gwanda',
    };
    for (const amount of [300, 350, 400, 450, 500]) {
      await listing({
        ...house,
        sellerId: await seller(),
        realEstateDealType: 'rent',
        price: { type: 'monthly', amount },
      });
      await listing({
        ...house,
        sellerId: await seller(),
        realEstateDealType: 'sale',
        price: fixed(amount * 100),
      });
    }
    expect(
      await check(
        candidate({
          ...house,
          town: 'gwanda',
          sellerId: me,
          realEstateDealType: 'rent',
          price: { type: 'monthly', amount: 100 },
        }),
      ),
    ).toMatchObject({ typical: 400, comparedWith: 'House listings in gwanda' });
    // A house for sale at $30,000 is not compared with monthly rents.
    expect(
      await check(
        candidate({ ...house, sellerId: me, realEstateDealType: 'sale', price: fixed(30000) }),
      ),
    ).toBeNull();
    expect(
      await check(
        candidate({ ...house, sellerId: me, realEstateDealType: 'sale', price: fixed(10000) }),
      ),
    ).toMatchObject({ typical: 40000 });
  });
});
