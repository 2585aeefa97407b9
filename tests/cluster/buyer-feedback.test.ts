/**
 * Buyers' feedback on two server processes sharing one PostgreSQL: the link handed by one
 * process is asked about once by whichever answers the buyer's next messages (two sent at once,
 * one to each), the answer taken by the other, and the 'asked for money first' case opened once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { waitFor } from '../support/job-queue-contract';
import { buttonReply, listReply, textMessage } from '../server/bot/payloads';
import { deliver, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let listingId = '';
let sellerId = '';

beforeAll(async () => {
  cluster = await startCluster(2, { FEEDBACK_AFTER: '2s', FEEDBACK_PAY_FIRST_CASE: '2' });
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  const challenge = await issueLoginChallenge(cluster.database.db, '263719800001');
  const auth = await fetch(`${a.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const { token, _id } = (await auth.json()) as { token: string; _id: string };
  sellerId = _id;
  const created = await fetch(`${b.url}/api/listings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'Honda',
      modelYear: '2012',
      title: 'Honda Fit 2012 silver',
      description: 'Clean, one owner, full service history.',
      price: { type: 'fixed', amount: 4500, isNegotiable: true },
      city: 'Harare',
      neighborhood: 'avondale',
      features: [],
    }),
  });
  expect(created.status).toBe(201);
  listingId = ((await created.json()) as { _id: string })._id;
});
afterAll(() => cluster?.close());

type Body = {
  text?: { body: string };
  interactive?: {
    type: string;
    action: { buttons?: { reply: { id: string } }[]; sections?: { rows: { id: string }[] }[] };
  };
};
const sent = (phone: string) => cluster.graph.sentTo(phone).map((m) => m.body as Body);
const questions = (phone: string) =>
  sent(phone).filter((m) => m.interactive?.action.buttons?.[0]?.reply.id.startsWith('feedback:'));

async function send(server: ServerProcess, payload: unknown) {
  expect((await deliver(server, payload)).status).toBe(200);
}

/** Sends and waits until `count` more messages reached the buyer. */
async function exchange(server: ServerProcess, phone: string, payload: unknown, count = 1) {
  const before = sent(phone).length;
  await send(server, payload);
  await waitFor(() => sent(phone).length >= before + count, 60_000);
}

const payFirstCases = () =>
  rows<{ n: number }>(
    cluster.database.db,
    sql`SELECT count(*)::int AS n FROM moderation_cases WHERE seller_id = ${sellerId}
        AND reasons @> '[{"code": "buyers_pay_first"}]'::jsonb`,
  ).then((found) => Number(found[0]?.n));

/** A buyer handed the link on one process, then asked and answering on the other. */
async function payFirst(buyer: string, hand: ServerProcess, other: ServerProcess) {
  await exchange(hand, buyer, listReply(buyer, `listing:${listingId}`), 2);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  // Two messages at once, one to each process: one question between them.
  await Promise.all([
    send(other, textMessage(buyer, 'hello')),
    send(hand, textMessage(buyer, 'thanks')),
  ]);
  await waitFor(() => questions(buyer).length >= 1, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(questions(buyer)).toHaveLength(1);
  const id = questions(buyer)[0]!.interactive!.action.buttons![1]!.reply.id;
  await exchange(other, buyer, buttonReply(buyer, id, 'Not good'));
  const why = sent(buyer).at(-1)!.interactive!.action.sections![0]!.rows;
  await exchange(hand, buyer, listReply(buyer, why[2]!.id, 'Asked for money first'));
}

describe("buyers' feedback on two processes", () => {
  it('asks once per handed link and opens the case once at the threshold', async () => {
    await payFirst('263719800101', a, b);
    expect(await payFirstCases()).toBe(0);
    await payFirst('263719800102', b, a);
    expect(await payFirstCases()).toBe(1);
    await payFirst('263719800103', a, b);
    expect(await payFirstCases()).toBe(1);
    const feedback = await rows<{ verdict: string; reason: string }>(
      cluster.database.db,
      sql`SELECT verdict, reason FROM seller_feedback WHERE seller_id = ${sellerId}`,
    );
    expect(feedback).toEqual(
      Array.from({ length: 3 }, () => ({ verdict: 'not_good', reason: 'pay_first' })),
    );
    const page = await (await fetch(`${b.url}/l/${listingId}`)).text();
    expect(page).toContain('👍 0 · 👎 3');
  });
});
