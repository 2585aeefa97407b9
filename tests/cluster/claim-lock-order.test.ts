/**
 * The webhook's store and a worker's claim, on two connections to one PostgreSQL, as on two
 * processes: the same photo delivered to both processes at once had one process's worker claim
 * the message while the other process, storing it again, held the sender's contact row. The
 * claim then waited for the contact and the store for the message: PostgreSQL broke the deadlock
 * by failing one of them, and a failed store is a 500 to Meta. The claim now skips a busy
 * contact instead of waiting, so the store goes through and the message is taken after it.
 * (The embedded database has a single connection: this race cannot happen on it.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNext } from '@/server/bot/reply-claim';
import { storeInbound } from '@/server/bot/whatsapp/message-log';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { rows } from '@/server/db/rows';
import { createTestDatabase } from '../support/postgres';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ kind: 'postgres', url: created.url, max: 4 });
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const PHONE = '263772911001';
const WAMID = 'wamid.lock-order.1';
const LIMIT = { messages: 1000, windowSeconds: 60 };

function store(db: Db) {
  return storeInbound(db, {
    phone: PHONE,
    waMessageId: WAMID,
    content: { text: 'a photo' },
    at: new Date(),
    limit: LIMIT,
  });
}

const claim = () =>
  claimNext(database.db, 'worker-a', { newerThan: new Date(Date.now() - 60_000) });

/** What the promise gave within `ms`, or 'still waiting'. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);
}

describe("a worker's claim beside a store of the same message", () => {
  it('skips the sender while a store holds their contact, and takes the message after it', async () => {
    // The first delivery, stored and acknowledged by one process.
    const first = await store(database.db);
    expect(first).not.toBeNull();

    // The other process stores the same delivery: it locks the contact first, as storing does.
    const again = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM contacts WHERE phone_number = ${PHONE} FOR UPDATE`);
      // Meanwhile the first process's worker looks for work: it neither takes the message nor
      // waits (waiting here, holding the message, is what deadlocked).
      expect(await within(claim(), 3000)).toBeNull();
      // The store goes on to the message: already stored, nothing more.
      return store(tx);
    });
    expect(again).toBeNull();

    // Once the store is done, the message is taken, once.
    const taken = await claim();
    expect(taken?.id).toBe(first!.id);
    expect(await claim()).toBeNull();
    const [message] = await rows<{ status: string; n: number }>(
      database.db,
      sql`SELECT status, (SELECT count(*)::int FROM messages WHERE wa_message_id = ${WAMID}) AS n
          FROM messages WHERE id = ${first!.id}`,
    );
    expect(message).toEqual({ status: 'answering', n: 1 });
  });
});
