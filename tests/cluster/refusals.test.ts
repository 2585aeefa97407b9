/**
 * WhatsApp's refusals on two server processes sharing one PostgreSQL: Meta delivers a webhook
 * again when it was not acknowledged in time, so the same `failed` receipt can reach both
 * processes at once. It is stored, counted and shown to the admin once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { waitFor } from '../support/job-queue-contract';
import { delivery, metaError, statusValue } from '../server/bot/cloud-api-fixtures';
import { textMessage } from '../server/bot/payloads';
import { ADMIN_PHONE, deliver, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

const stored = (messageId: string) =>
  rows<{ reason: string }>(
    cluster.database.db,
    sql`SELECT r.reason FROM whatsapp_refusals r JOIN messages m ON m.id = r.message_id
        WHERE m.wa_message_id = ${messageId}`,
  );

/** What one process counted in `marketplace_whatsapp_refusals_total` for a reason. */
async function counted(server: ServerProcess, reason: string): Promise<number> {
  const text = await (await fetch(`${server.url}/api/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`marketplace_whatsapp_refusals_total{reason="${reason}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function adminRefusals(server: ServerProcess) {
  const challenge = await issueLoginChallenge(cluster.database.db, ADMIN_PHONE);
  const auth = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const stats = await fetch(`${server.url}/api/admin/stats`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stats.status).toBe(200);
  return ((await stats.json()) as { whatsapp: { refusals: { reason: string; count: number }[] } })
    .whatsapp.refusals;
}

describe('a refusal on two processes', () => {
  it('is counted once when its failed receipt reaches both at once', async () => {
    const buyer = '263719800301';
    expect((await deliver(a, textMessage(buyer, 'hello'))).status).toBe(200);
    await waitFor(() => cluster.graph.sentTo(buyer).length >= 1, 60_000);
    // The send's id is stored just after the Graph API accepted it.
    const answered = () =>
      rows<{ wa_message_id: string }>(
        cluster.database.db,
        sql`SELECT wa_message_id FROM messages WHERE contact = ${buyer}
              AND direction = 'outbound' AND wa_message_id IS NOT NULL LIMIT 1`,
      );
    let [answer] = await answered();
    for (let tries = 0; !answer && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [answer] = await answered();
    }
    const receipt = delivery([
      statusValue(answer!.wa_message_id, 'failed', buyer, [metaError(131049, 'Marketing limit')]),
    ]);
    // The same delivery to both processes at once, and once more to one of them.
    const both = await Promise.all([deliver(a, receipt), deliver(b, receipt)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await deliver(b, receipt)).status).toBe(200);
    const deadline = Date.now() + 30_000;
    while ((await stored(answer!.wa_message_id)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both processes have had the receipt in hand; still one refusal.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored(answer!.wa_message_id)).toEqual([{ reason: 'marketing_cap' }]);
    expect((await counted(a, 'marketing_cap')) + (await counted(b, 'marketing_cap'))).toBe(1);
    expect(await adminRefusals(a)).toEqual([{ reason: 'marketing_cap', count: 1 }]);
    expect(await adminRefusals(b)).toEqual([{ reason: 'marketing_cap', count: 1 }]);
  });
});
