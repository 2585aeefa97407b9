import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { AccountSuspended } from '@/server/moderation';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';

let server: TestServer;
let admin: SignedIn;

const suspend = (userId: string, reason = 'Fake car adverts') =>
  server.request(`/api/admin/sellers/${userId}/suspension`, {
    method: 'POST',
    token: admin.token,
    body: { reason },
  });
const restore = (userId: string) =>
  server.request(`/api/admin/sellers/${userId}/suspension`, {
    method: 'DELETE',
    token: admin.token,
    body: { reason: 'Appeal heard' },
  });

const SUSPENDED_BODY = {
  code: 'account_suspended',
  reason: 'Fake car adverts',
  message: expect.stringContaining('Your account is suspended: Fake car adverts.'),
};

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signInAs(ADMIN_PHONE);
});
afterAll(() => server.close());

describe('a suspended seller', () => {
  it('is answered 401 with the reason on every request at once, even a session just used', async () => {
    const seller = await server.signInAs('263718400001');
    // Used just before: the embedded database's session cache holds it.
    expect((await server.request('/api/listings', { token: seller.token })).status).toBe(200);
    expect((await suspend(seller.user._id)).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/api/listings'],
      ['GET', '/api/users/dashboard'],
      ['POST', '/api/listings', sampleListing()],
      ['GET', '/api/listings/user/stats'],
    ] as const) {
      const response = await server.request(path, { method, token: seller.token, body });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual(SUSPENDED_BODY);
    }
    // Signing out still works, so the app can clear the session.
    const out = await server.request('/api/users/logout', { method: 'POST', token: seller.token });
    expect(out.status).toBe(204);
  });

  it('is issued no sign-in, and a link or code sent before answers 403 with the reason', async () => {
    const phone = '263718400002';
    const seller = await server.signInAs(phone);
    const link = await issueLoginChallenge(server.db, phone);
    expect((await suspend(seller.user._id)).status).toBe(200);

    await expect(issueLoginChallenge(server.db, phone)).rejects.toBeInstanceOf(AccountSuspended);
    const byLink = await server.request('/api/users/token-auth', {
      method: 'POST',
      token: link.linkToken,
    });
    expect(byLink.status).toBe(403);
    expect(await byLink.json()).toEqual(SUSPENDED_BODY);

    // The code of a challenge issued before the suspension: a fresh one, as the link used it up.
    await restore(seller.user._id);
    const code = await issueLoginChallenge(server.db, phone);
    await suspend(seller.user._id);
    const byCode = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: phone.slice(-3), code: code.code },
    });
    expect(byCode.status).toBe(403);
    expect(await byCode.json()).toEqual(SUSPENDED_BODY);
  });

  it('restored: old sessions stay ended, a new sign-in works, and both are audited', async () => {
    const seller = await server.signInAs('263718400003');
    await suspend(seller.user._id);
    const restored = await restore(seller.user._id);
    expect(restored.status).toBe(200);
    const old = await server.request('/api/listings', { token: seller.token });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ message: 'Please sign in to continue.' });
    const again = await server.signInAs('263718400003');
    expect((await server.request('/api/listings', { token: again.token })).status).toBe(200);
    expect((await restore(seller.user._id)).status).toBe(409);

    const audit = (await (
      await server.request(`/api/admin/audit?sellerId=${seller.user._id}`, { token: admin.token })
    ).json()) as { action: string; before: object; after: object }[];
    expect(audit.map((entry) => entry.action)).toEqual(['restore', 'suspend']);
    expect(audit[1]).toMatchObject({
      before: { suspended: false },
      after: { suspended: true, suspensionReason: 'Fake car adverts' },
    });
  });

  it('answers 404 for an unknown seller and counts suspended sellers in the stats', async () => {
    expect((await suspend('no-such-seller')).status).toBe(404);
    const refused = await suspend(admin.user._id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'An administrator cannot be suspended.' });
    const stats = (await (
      await server.request('/api/admin/stats', { token: admin.token })
    ).json()) as { suspendedSellers: number };
    expect(stats.suspendedSellers).toBe(2);
  });
});
