import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import {
  CODE_TTL_MS,
  LINK_TOKEN_TTL_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_SUFFIX,
  SESSION_TTL_MS,
} from '@/server/auth/constants';
import { createSession } from '@/server/auth/sessions';
import { hashToken } from '@/server/auth/tokens';
import { CROSS_SITE_MESSAGE } from '@/server/http/session';
import { sessions, users } from '@/server/db/schema';
import { ADMIN_PHONE, answerOf, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tokenAuth = (token: string | null, address?: string) =>
  server
    .client({ address })
    .api.users['token-auth'].$post({ header: token ? { authorization: `Bearer ${token}` } : {} });
const verify = (lastThreeDigits: string, code: string, address?: string) =>
  server.client({ address }).api.users['verify-code'].$post({ json: { lastThreeDigits, code } });
/** The dashboard as a holder of this session token. */
const dashboard = (token: string) => server.client({ token }).api.users.dashboard.$get();
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('sign-in by link', () => {
  it('creates the seller on first Login and signs them in with the link token', async () => {
    const challenge = await issueLoginChallenge(server.db, '+263 71 000 0001');
    expect(challenge.user.phone).toBe('263710000001');
    expect(challenge.code).toMatch(/^\d{4}$/);
    const body = await answerOf(await tokenAuth(challenge.linkToken), 200);
    expect(body).toMatchObject({ _id: challenge.user.id, phone: '263710000001', isAdmin: false });
    expect(typeof body.token).toBe('string');
    expect((await dashboard(body.token)).status).toBe(200);
  });

  it('uses a link token once only', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710000002');
    expect((await tokenAuth(challenge.linkToken)).status).toBe(200);
    const again = await tokenAuth(challenge.linkToken);
    expect(await answerOf(again, 401)).toEqual({
      message:
        'This login link has already been used (or a newer one was sent). Please request a new one.',
      reason: 'used',
    });
  });

  it('refuses an expired link token', async () => {
    const past = new Date(Date.now() - LINK_TOKEN_TTL_MS - 1000);
    const challenge = await issueLoginChallenge(server.db, '263710000003', past);
    const refused = await tokenAuth(challenge.linkToken);
    expect(await answerOf(refused, 401)).toEqual({
      message: 'This login link has expired. Please request a new one.',
      reason: 'expired',
    });
  });

  it('refuses a missing or made-up token without a server error', async () => {
    expect((await tokenAuth(null)).status).toBe(401);
    const madeUp = await tokenAuth('x'.repeat(43));
    expect(await answerOf(madeUp, 401)).toEqual({
      message: 'Invalid or expired login link. Please request a new one.',
      reason: 'unknown',
    });
    const odd = await server.client().api.users['token-auth'].$post({
      header: { authorization: 'Basic Zm9vOmJhcg==' },
    });
    expect(odd.status).toBe(401);
  });

  it('keeps only the newest Login of a phone working', async () => {
    const first = await issueLoginChallenge(server.db, '263710000004');
    const second = await issueLoginChallenge(server.db, '263710000004');
    expect(second.user.id).toBe(first.user.id);
    expect((await tokenAuth(first.linkToken)).status).toBe(401);
    expect((await tokenAuth(second.linkToken)).status).toBe(200);
  });

  it('marks admins by ADMIN_PHONES', async () => {
    const challenge = await issueLoginChallenge(server.db, ADMIN_PHONE);
    const body = await answerOf(await tokenAuth(challenge.linkToken), 200);
    expect(body.isAdmin).toBe(true);
  });
});

describe('sign-in by code', () => {
  it('signs in with the last three digits and the code, returning { user, token }', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710000105');
    const body = await answerOf(await verify('105', challenge.code), 200);
    expect(body.user._id).toBe(challenge.user.id);
    expect(typeof body.token).toBe('string');
  });

  it('uses a code once only, and the link with it', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710000106');
    expect((await verify('106', challenge.code)).status).toBe(200);
    const again = await verify('106', challenge.code);
    expect(await answerOf(again, 409)).toEqual({
      message: 'This code has already been used. Please request a new one.',
      reason: 'used',
    });
    expect((await tokenAuth(challenge.linkToken)).status).toBe(401);
  });

  it('tells a code used up by its link, or replaced by a newer Login, as used; a wrong one as wrong', async () => {
    const byLink = await issueLoginChallenge(server.db, '263710000116');
    expect((await tokenAuth(byLink.linkToken)).status).toBe(200);
    expect((await verify('116', byLink.code)).status).toBe(409);
    const replaced = await issueLoginChallenge(server.db, '263710000126');
    const newer = await issueLoginChallenge(server.db, '263710000126');
    // A new Login never draws a code its suffix held in the last ten minutes.
    expect(newer.code).not.toBe(replaced.code);
    expect((await verify('126', replaced.code)).status).toBe(409);
    const neither = ['0000', '0001', '0002'].find((c) => c !== newer.code && c !== replaced.code)!;
    expect((await verify('126', neither)).status).toBe(401);
    expect((await verify('126', newer.code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const past = new Date(Date.now() - CODE_TTL_MS - 1000);
    const challenge = await issueLoginChallenge(server.db, '263710000107', past);
    expect((await verify('107', challenge.code)).status).toBe(401);
  });

  it('refuses malformed input with 422 and non-JSON with 400', async () => {
    expect((await verify('12', '1234')).status).toBe(422);
    expect((await verify('123', '12a4')).status).toBe(422);
    // Raw: a body no client would send.
    const notJson = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: '{"lastThreeDigits":',
    });
    expect(notJson.status).toBe(400);
  });

  it('locks out code guessing per phone suffix, even from many addresses', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710000208');
    const wrong = wrongCode(challenge.code);
    for (let i = 0; i < MAX_FAILURES_PER_SUFFIX; i++) {
      expect((await verify('208', wrong, `10.0.0.${i}`)).status).toBe(401);
    }
    const locked = await verify('208', challenge.code, '10.0.1.1');
    expect((await answerOf(locked, 429)).message).toBe(
      'Too many attempts. Please wait 15 minutes, then send Login on WhatsApp for a new code.',
    );
    const wait = Number(locked.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The link, a 256-bit secret, still signs the seller in: the lock guards the 4-digit codes.
    expect((await tokenAuth(challenge.linkToken, '10.0.0.1')).status).toBe(200);
  });

  it('locks out one address guessing across many suffixes', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const suffix = String(300 + i);
      expect((await verify(suffix, '0000', address)).status).toBe(401);
    }
    const challenge = await issueLoginChallenge(server.db, '263710000999');
    const locked = await verify('999', challenge.code, address);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await verify('999', challenge.code, '10.9.9.10')).status).toBe(200);
    // A valid link from the locked address is accepted.
    const next = await issueLoginChallenge(server.db, '263710000999');
    expect((await tokenAuth(next.linkToken, address)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('stores only a hash of the session token', async () => {
    const seller = await server.signInAs('263710000301');
    const rows = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, seller.user._id));
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(seller.token));
    expect(rows.some((row) => row.tokenHash === seller.token)).toBe(false);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBe(SESSION_TTL_MS);
  });

  it('accepts the session from the token cookie', async () => {
    const seller = await server.signInAs('263710000302');
    const byCookie = server.client({ headers: { Cookie: `token=${seller.token}` } });
    expect((await byCookie.api.listings.$get()).status).toBe(200);
  });

  it('refuses a change sent from another site with the cookie: 403, with the reason', async () => {
    const seller = await server.signInAs('263710000303');
    const send = (headers: Record<string, string>) =>
      server
        .client({ headers: { Cookie: `token=${seller.token}`, ...headers } })
        .api.listings.$post({ header: {}, json: {} });
    for (const headers of [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      const refused = await send(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    // Same origin: signed in, so the empty listing is judged on its merits.
    expect(
      (await send({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(422);
  });

  it('refuses an expired session with 401', async () => {
    const [user] = await server.db.select().from(users).where(eq(users.phone, '263710000302'));
    const old = await createSession(server.db, user!.id, new Date(Date.now() - SESSION_TTL_MS - 1));
    const response = await server.client({ token: old.token }).api.listings.$get();
    expect(await answerOf(response, 401)).toEqual({ message: 'Please sign in to continue.' });
  });

  it('refuses a made-up session with 401', async () => {
    expect((await dashboard('nope')).status).toBe(401);
  });
});

describe('client address behind a proxy', () => {
  it('counts failures per forwarded address only when TRUST_PROXY is set', async () => {
    const proxied = await createTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const attempt = (forwardedFor: string, suffix: string) =>
        proxied
          .client({ headers: { 'X-Forwarded-For': forwardedFor }, address: '10.0.0.1' })
          .api.users['verify-code'].$post({ json: { lastThreeDigits: suffix, code: '0000' } });
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
        expect((await attempt('198.51.100.7', String(500 + i))).status).toBe(401);
      }
      expect((await attempt('198.51.100.7', '600')).status).toBe(429);
      // Same proxy, another client: not locked out.
      expect((await attempt('203.0.113.9', '601')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
