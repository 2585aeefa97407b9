/**
 * Guessing codes in a burst: hundreds of wrong codes sent at once, from as many addresses as
 * requests, must not get more than the limit judged. The count is atomic in the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import { rows } from '@/server/db/rows';
import { createTestServer, type TestServer } from '../helpers';

const BURST = 300;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { TRUST_PROXY: 'true', LOG_LEVEL: 'silent' } });
});
afterAll(() => server?.close());

const verify = (suffix: string, code: string, forwardedFor: string) =>
  server
    .client({ headers: { 'X-Forwarded-For': forwardedFor } })
    .api.users['verify-code'].$post({ json: { lastThreeDigits: suffix, code } });

/** Every code but the right one, as many as asked. */
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => String(i).padStart(4, '0'))
    .filter((code) => code !== right)
    .slice(0, count);

async function tally(responses: Response[]) {
  const statuses = new Map<number, number>();
  for (const response of responses) {
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 429) {
      const wait = Number(response.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
    await response.body?.cancel();
  }
  return statuses;
}

describe('a burst of wrong codes', () => {
  it(`judges at most ${MAX_FAILURES_PER_SUFFIX} of ${BURST} sent at once for one suffix from ${BURST} addresses`, async () => {
    const challenge = await issueLoginChallenge(server.db, '263775400731');
    const responses = await Promise.all(
      wrongCodes(challenge.code, BURST).map((code, i) =>
        verify('731', code, `198.51.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    const statuses = await tally(responses);
    expect(statuses.get(401)).toBe(MAX_FAILURES_PER_SUFFIX);
    expect(statuses.get(429)).toBe(BURST - MAX_FAILURES_PER_SUFFIX);
    expect(statuses.size).toBe(2);
    const [counted] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM auth_attempts WHERE scope = 'code-suffix' AND subject = '731'`,
    );
    expect(Number(counted!.n)).toBe(MAX_FAILURES_PER_SUFFIX);
    // Locked: even the right code waits; the link still works.
    expect((await verify('731', challenge.code, '203.0.113.50')).status).toBe(429);
    const link = await server
      .client({ headers: { 'X-Forwarded-For': '198.51.0.1' } })
      .api.users['token-auth'].$post({
        header: { authorization: `Bearer ${challenge.linkToken}` },
      });
    expect(link.status).toBe(200);
  });

  it(`judges at most ${MAX_FAILURES_PER_ADDRESS} of ${BURST} sent at once from one address`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        verify(String(i).padStart(3, '0'), '0000', '192.0.2.77'),
      ),
    );
    const statuses = await tally(responses);
    expect(statuses.get(401)).toBe(MAX_FAILURES_PER_ADDRESS);
    expect(statuses.get(429)).toBe(BURST - MAX_FAILURES_PER_ADDRESS);
  });
});

describe('the right code sent several times at once', () => {
  it.each([10, 40])(
    'signs in once of %i, tells the others it was used, and counts no wrong guess',
    async (copies) => {
      const phone = `26377540${String(copies).padStart(2, '0')}55`;
      const suffix = phone.slice(-3);
      const challenge = await issueLoginChallenge(server.db, phone);
      const responses = await Promise.all(
        Array.from({ length: copies }, (_, i) =>
          verify(suffix, challenge.code, i % 2 ? '203.0.113.9' : `203.0.113.${10 + i}`),
        ),
      );
      const bodies = await Promise.all(responses.map((r) => r.json() as Promise<object>));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(copies - 1);
      for (const [i, body] of bodies.entries()) {
        if (statuses[i] === 409) {
          expect(body).toEqual({
            message: 'This code has already been used. Please request a new one.',
            reason: 'used',
          });
        }
      }
      const [counted] = await rows<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM auth_attempts
            WHERE (scope = 'code-suffix' AND subject = ${suffix})
               OR (scope = 'address' AND subject LIKE '203.0.113.%')`,
      );
      expect(Number(counted!.n)).toBe(0);
      // The suffix is not locked: the next Login's code signs in at once.
      const next = await issueLoginChallenge(server.db, phone);
      expect((await verify(suffix, next.code, '203.0.113.9')).status).toBe(200);
    },
  );
});

describe('live codes', () => {
  it('never gives two live sign-ins of one suffix the same code', async () => {
    // 60 phones share the suffix 482; each Login draws a code the others do not hold.
    const challenges = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        issueLoginChallenge(server.db, `2637760${String(i).padStart(2, '0')}482`),
      ),
    );
    const codes = challenges.map((challenge) => challenge.code);
    expect(new Set(codes).size).toBe(codes.length);
    await expect(
      server.db.execute(
        sql`INSERT INTO login_challenges (id, user_id, phone_suffix, link_token_hash, code,
              link_expires_at, code_expires_at)
            VALUES ('clash', ${challenges[0]!.user.id}, '482', 'h-clash', ${codes[1]!},
                    now() + interval '1 hour', now() + interval '1 hour')`,
      ),
    ).rejects.toThrow();
  });
});
