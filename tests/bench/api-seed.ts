/**
 * The API bench's data: one seller with a session and `count` listings of varied kinds, seeded
 * straight into an embedded database folder.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createSession } from '@/server/auth/sessions';
import { findOrCreateUser } from '@/server/auth/users';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';

export async function seedSeller(dataDir: string, count: number) {
  const seed = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await migrate(seed);
  const seller = await findOrCreateUser(seed.db, '263779000001');
  const { token } = await createSession(seed.db, seller.id);
  const base = Date.now() - count * 60_000;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await seed.db.insert(listings).values({
      id,
      sellerId: seller.id,
      type: i % 2 ? 'vehicle' : 'real_estate',
      subType: i % 2 ? 'car' : 'house',
      title: `Listing number ${i}: ${i % 2 ? 'Toyota Corolla 2015' : '3 bedroom house in Avondale'}`,
      description:
        'Well kept, available immediately. Call or chat on WhatsApp for viewing. '.repeat(3),
      city: 'harare',
      neighborhood: 'avondale',
      address: `${i} Samora Machel Avenue`,
      features: ['Borehole', 'Solar backup', 'Secure parking'],
      images: [randomUUID(), randomUUID()],
      price: { type: 'fixed', amount: 1000 + i, isNegotiable: i % 3 === 0 },
      vehicleBrand: i % 2 ? 'toyota' : null,
      realEstateDealType: i % 2 ? null : 'sale',
      views: i * 3,
      createdAt: new Date(base + i * 60_000),
    });
  }
  await seed.close();
  return { token, ids };
}
