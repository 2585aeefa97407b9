/**
 * Two server processes on one PostgreSQL race on one due check-in: each is told to send the
 * seller's due check-ins at the same moment (a job from each, and each one's sweep), and the
 * seller gets exactly one check-in message, because the check-in row is claimed in one
 * UPDATE ... RETURNING before anything is sent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { APP_SECRET, startCluster, type Cluster, type ServerProcess } from './cluster';
import { signedHeaders, textMessage } from '../server/bot/payloads';
import { sampleListing } from '../server/helpers';

const SELLER = '263772300001';
let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2, { CHECKIN_AFTER: '4s', AUTOPAUSE_AFTER: '1h' });
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

async function signIn(server: ServerProcess, phone: string): Promise<string> {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const response = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** What both processes logged, for a failure's message. */
const serversSaid = () => `a:\n${a.output().slice(-4000)}\nb:\n${b.output().slice(-4000)}`;

const checkinsSent = () =>
  cluster.graph.sentTo(SELLER).filter((m) => JSON.stringify(m.body).includes('checkin:available:'))
    .length;

it('sends one message for one due check-in, whichever process takes it', async () => {
  // The seller writes first, so the check-in may go free-form.
  const hello = JSON.stringify(textMessage(SELLER, 'hello'));
  const delivered = await fetch(`${a.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(hello, APP_SECRET),
    body: hello,
  });
  expect(delivered.status).toBe(200);
  const token = await signIn(a, SELLER);
  const created = await fetch(`${a.url}/api/listings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleListing({ title: 'Mazda Demio 2008' })),
  });
  expect(created.status).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  // The same due time scheduled again through the other process: two jobs race on one row.
  const again = await fetch(`${b.url}/api/listings/${id}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'active' }),
  });
  expect(again.status).toBe(200);
  await expect
    .poll(checkinsSent, { timeout: 30_000, interval: 250 })
    .toBe(1)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${serversSaid()}`, { cause: error });
    });
  // And no second one comes later (the other job, the sweeps).
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(checkinsSent()).toBe(1);
  const rows = await cluster.database.db.execute<{ state: string }>(
    sql`SELECT state FROM listing_checkins WHERE listing_id = ${id}`,
  );
  expect(rows.rows).toEqual([{ state: 'asked' }]);
});
