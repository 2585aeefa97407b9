import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeAudit } from '@/server/moderation';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let id: string;

beforeAll(async () => {
  server = await createTestServer();
  id = await writeAudit(server.db, {
    adminPhone: '263770000001',
    action: 'hide',
    listingId: 'listing-1',
    reason: 'Scam advert',
    before: { moderation: null },
    after: { moderation: { state: 'hidden' } },
    now: new Date(),
  });
});
afterAll(() => server.close());

const entry = async () =>
  (
    await server.db.execute<{ reason: string }>(
      sql`SELECT reason FROM moderation_audit WHERE id = ${id}`,
    )
  ).rows;

/** The database's own message (Drizzle wraps it as the cause of 'Failed query'). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

it('refuses to change an audit entry', async () => {
  expect(
    await refusal(
      server.db.execute(sql`UPDATE moderation_audit SET reason = 'rewritten' WHERE id = ${id}`),
    ),
  ).toMatch(/append-only: UPDATE is refused/);
  expect(await entry()).toEqual([{ reason: 'Scam advert' }]);
});

it('refuses to delete an audit entry, or empty the table', async () => {
  expect(
    await refusal(server.db.execute(sql`DELETE FROM moderation_audit WHERE id = ${id}`)),
  ).toMatch(/append-only: DELETE is refused/);
  expect(await refusal(server.db.execute(sql`TRUNCATE moderation_audit`))).toMatch(
    /append-only: TRUNCATE is refused/,
  );
  expect(await entry()).toEqual([{ reason: 'Scam advert' }]);
});
