import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from 'hono/testing';
import { createApp, type AppType } from '@/server/app';
import { issueLoginChallenge } from '@/server/auth';
import { SESSION_TTL_MS } from '@/server/auth/constants';
import { users } from '@/server/db/schema';
import { SESSION_CACHE_MAX, SESSION_CACHE_MS, SessionCache } from '@/server/auth/session-cache';
import { answerOf, createTestServer, type TestServer } from '../helpers';

let clock = new Date('2026-03-01T08:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ deps: { now: () => clock } });
});
afterAll(() => server?.close());

/** The dashboard with this session, asked of this server's app or of another process's. */
const dashboard = (token: string, on: AppType = server.app) =>
  testClient(on, { incoming: { socket: { remoteAddress: '127.0.0.1' } } }, undefined, {
    headers: { Authorization: `Bearer ${token}` },
  }).api.users.dashboard.$get();

const logout = (token: string) => server.client({ token }).api.users.logout.$post();

async function signIn(phone: string): Promise<string> {
  const challenge = await issueLoginChallenge(server.db, phone, clock);
  const res = await server.client().api.users['token-auth'].$post({
    header: { authorization: `Bearer ${challenge.linkToken}` },
  });
  return (await answerOf(res, 200)).token;
}

describe('sign-out', () => {
  it('revokes the session at once: the same token is refused afterwards', async () => {
    const token = await signIn('263776100001');
    expect((await dashboard(token)).status).toBe(200);
    const out = await logout(token);
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/^token=;.*Max-Age=0/);
    expect((await dashboard(token)).status).toBe(401);
    // Sent again (a queued sign-out arriving late), it still answers 204.
    expect((await logout(token)).status).toBe(204);
  });

  it('is refused at once by another server process sharing PostgreSQL', async () => {
    // DATABASE_URL set: the processes may be several, so none trusts a session from memory.
    const other = createApp({
      db: server.db,
      env: { ...server.env, DATABASE_URL: 'postgres://shared.example/db' },
      filesDir: server.filesDir,
      now: () => clock,
    });
    const token = await signIn('263776100002');
    expect((await dashboard(token, other)).status).toBe(200);
    expect((await logout(token)).status).toBe(204);
    expect((await dashboard(token, other)).status).toBe(401);
  });

  it('is trusted from memory for a few seconds only by the one process of the embedded database', async () => {
    const other = createApp({
      db: server.db,
      env: { ...server.env, DATABASE_URL: undefined },
      filesDir: server.filesDir,
      now: () => clock,
    });
    const token = await signIn('263776100005');
    expect((await dashboard(token, other)).status).toBe(200);
    // Signed out behind this process's back (only another process could do that).
    expect((await logout(token)).status).toBe(204);
    expect((await dashboard(token, other)).status).toBe(200);
    clock = new Date(clock.getTime() + SESSION_CACHE_MS);
    expect((await dashboard(token, other)).status).toBe(401);
  });

  it('leaves the seller’s other sessions alone', async () => {
    const phone = '263776100003';
    const phoneToken = await signIn(phone);
    const laptopToken = await signIn(phone);
    expect((await logout(phoneToken)).status).toBe(204);
    expect((await dashboard(phoneToken)).status).toBe(401);
    expect((await dashboard(laptopToken)).status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends 15 days after sign-in on the server, whatever the cookie says', async () => {
    const issued = clock;
    const token = await signIn('263776100004');
    clock = new Date(issued.getTime() + SESSION_TTL_MS - 1000);
    expect((await dashboard(token)).status).toBe(200);
    clock = new Date(issued.getTime() + SESSION_TTL_MS);
    const expired = await dashboard(token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Please sign in to continue.' });
    expect(SESSION_TTL_MS).toBe(15 * 24 * 60 * 60 * 1000);
  });
});

describe('the session cache', () => {
  it('stays at its cap when fed 100,000 distinct tokens', async () => {
    const cache = new SessionCache();
    const [user] = await server.db.select().from(users).limit(1);
    const found = { user: user!, expiresAt: new Date(Date.now() + 60_000) };
    for (let i = 0; i < 100_000; i++) cache.remember(`token-${i}`, found, new Date());
    expect(cache.size).toBe(SESSION_CACHE_MAX);
  });
});
