/**
 * Suspending a seller through one server process ends their sessions on the other at once: a
 * session the other process has just served answers 401 with the reason on its next request.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { ADMIN_PHONE, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

async function signIn(
  server: ServerProcess,
  phone: string,
): Promise<{ token: string; id: string }> {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const response = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; _id: string };
  return { token: body.token, id: body._id };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

it('a suspension made on one process ends the session on the other at once', async () => {
  const admin = await signIn(a, ADMIN_PHONE);
  const seller = await signIn(b, '263771900001');
  // Served by the other process just before.
  expect((await fetch(`${b.url}/api/listings`, { headers: bearer(seller.token) })).status).toBe(
    200,
  );

  const suspended = await fetch(`${a.url}/api/admin/sellers/${seller.id}/suspension`, {
    method: 'POST',
    headers: { ...bearer(admin.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Fake phone adverts' }),
  });
  expect(suspended.status).toBe(200);

  const refused = await fetch(`${b.url}/api/listings`, { headers: bearer(seller.token) });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({
    message: expect.stringContaining('Fake phone adverts'),
    code: 'account_suspended',
    reason: 'Fake phone adverts',
  });

  const restored = await fetch(`${b.url}/api/admin/sellers/${seller.id}/suspension`, {
    method: 'DELETE',
    headers: { ...bearer(admin.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Appeal heard' }),
  });
  expect(restored.status).toBe(200);
  // Restored, the old session stays ended on both; a new sign-in works on either.
  for (const server of [a, b]) {
    expect(
      (await fetch(`${server.url}/api/listings`, { headers: bearer(seller.token) })).status,
    ).toBe(401);
  }
  const again = await signIn(a, '263771900001');
  expect((await fetch(`${b.url}/api/listings`, { headers: bearer(again.token) })).status).toBe(200);
});
