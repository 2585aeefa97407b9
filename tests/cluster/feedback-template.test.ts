/**
 * The buyers' feedback question sent unasked, on two server processes sharing one PostgreSQL: a
 * buyer who said *Yes, ask me* is handed the seller's link twice, once by each process (a job on
 * each), and has not written since; when the links fall due, outside the 24-hour window, they get
 * the template once, and its button's answer is taken by the other process.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { waitFor } from '../support/job-queue-contract';
import { buttonReply, listReply, templateButtonReply } from '../server/bot/payloads';
import { sampleListing } from '../server/helpers';
import { deliver, startCluster, type Cluster, type ServerProcess } from './cluster';

const BUYER = '263719800401';
let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let listingId = '';

beforeAll(async () => {
  cluster = await startCluster(2, {
    FEEDBACK_AFTER: '8s',
    WHATSAPP_TEMPLATE_FEEDBACK: 'buyer_feedback:en',
  });
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  const challenge = await issueLoginChallenge(cluster.database.db, '263719800002');
  const auth = await fetch(`${a.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const created = await fetch(`${b.url}/api/listings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleListing({ title: 'Mazda Demio 2008' })),
  });
  expect(created.status).toBe(201);
  listingId = ((await created.json()) as { _id: string })._id;
});
afterAll(() => cluster?.close());

type Body = {
  type: string;
  template?: { name: string; components: { type: string; parameters: Record<string, string>[] }[] };
  text?: { body: string };
};
const sent = () => cluster.graph.sentTo(BUYER).map((m) => m.body as Body);
const templates = () => sent().filter((m) => m.type === 'template');

async function exchange(server: ServerProcess, payload: unknown, count = 1) {
  const before = sent().length;
  expect((await deliver(server, payload)).status).toBe(200);
  await waitFor(() => sent().length >= before + count, 60_000);
}

describe('the feedback template on two processes', () => {
  it('is sent once for a due link, and its answer is taken by either process', async () => {
    // The listing opened on one process, *Yes, ask me* on the other, and opened there again.
    await exchange(a, listReply(BUYER, `listing:${listingId}`), 2);
    await exchange(b, buttonReply(BUYER, 'feedback-consent:en', 'Yes, ask me'));
    await exchange(b, listReply(BUYER, `listing:${listingId}`), 2);
    // The buyer's messages were two days ago: the window has closed, and they have not written
    // since the links fall due.
    await cluster.database.db.execute(
      sql`UPDATE messages SET created_at = created_at - interval '2 days'
          WHERE contact = ${BUYER} AND direction = 'inbound'`,
    );
    await waitFor(() => templates().length >= 1, 60_000);
    // Both processes' jobs, and the sweeps, have had their turn: still one.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(templates()).toHaveLength(1);
    const [template] = templates();
    expect(template!.template!.name).toBe('buyer_feedback');
    const good = template!.template!.components.find((c) => c.type === 'button')!.parameters[0]!
      .payload!;
    expect(good).toMatch(/^feedback:.+:good$/);
    await exchange(a, templateButtonReply(BUYER, good, 'Good'));
    expect(sent().at(-1)!.text?.body).toMatch(/^Thank you/);
    const feedback = await rows<{ verdict: string }>(
      cluster.database.db,
      sql`SELECT verdict FROM seller_feedback WHERE buyer_phone = ${BUYER}`,
    );
    expect(feedback).toEqual([{ verdict: 'good' }]);
  });
});
