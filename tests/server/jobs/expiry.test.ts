/** The periodic clean-up deletes what has expired and nothing else. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { idempotencyKeys, loginChallenges, sessions } from '@/server/db/schema';
import { IDEMPOTENCY_TTL_MS } from '@/server/db/idempotency-keys';
import { expireRows } from '@/server/jobs/maintenance';
import { createTestServer, type TestServer } from '../helpers';

const HOUR = 60 * 60 * 1000;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('expiry job', () => {
  it('deletes expired sessions, day-old challenges and idempotency keys past their lifetime', async () => {
    const now = new Date();
    const seller = await server.signInAs('263771300001');
    const userId = seller.user._id;
    await server.db.insert(sessions).values([
      { tokenHash: 'expired', userId, expiresAt: new Date(now.getTime() - 1000) },
      { tokenHash: 'live', userId, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    // Fresh first: issuing a challenge now and then drops day-old ones itself.
    const fresh = await issueLoginChallenge(server.db, '263771300003', now);
    const old = await issueLoginChallenge(
      server.db,
      '263771300002',
      new Date(now.getTime() - 25 * HOUR),
    );
    await server.db.insert(idempotencyKeys).values([
      {
        userId,
        key: 'old',
        scope: 'POST /listings',
        requestHash: 'h',
        createdAt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS - 1000),
      },
      { userId, key: 'recent', scope: 'POST /listings', requestHash: 'h', createdAt: now },
    ]);

    const expired = await expireRows(server.db, now);
    expect(expired).toEqual({ sessions: 1, challenges: 1, idempotencyKeys: 1 });

    const left = await server.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(left.map((row) => row.hash)).toContain('live');
    expect(left.map((row) => row.hash)).not.toContain('expired');
    const challengesLeft = await server.db
      .select({ userId: loginChallenges.userId })
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, fresh.user.id));
    expect(challengesLeft).toHaveLength(1);
    const oldLeft = await server.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, old.user.id));
    expect(oldLeft).toHaveLength(0);
    const keys = await server.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys.map((row) => row.key)).toEqual(['recent']);
  });
});
