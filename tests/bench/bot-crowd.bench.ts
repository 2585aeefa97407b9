/**
 * The bot under a crowd and under one number's flood, on two compiled server processes on one
 * PostgreSQL (needs TEST_DATABASE_URL), WhatsApp sends going to the stand-in Graph API, every
 * delivery signed with the app secret and spread over both processes as a load balancer would:
 *
 * - crowd: 300 different buyers each send one search within one second. Acknowledgements (the
 *   webhook's 200): median, p99 and slowest; the time until the last buyer's first reply; whether
 *   every buyer got exactly one answer (as many messages as the same search gets alone).
 * - flood: one number sends 300 messages as fast as it can; meanwhile five other people send
 *   Login, one a second. The time from each Login's delivery to its reply, and what the
 *   flooding number got back.
 *
 * Goals: the last of the crowd answered within 20 s, acknowledgements p99 ≤ 100 ms, every Login
 * answered within 5 s. REPLY_THREADS=0 measures the processes answering on their own event loop
 * (as before reply threads). Measures; does not pass or fail.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { APP_SECRET, startCluster, type ServerProcess } from '../cluster/cluster';
import { signedHeaders, textMessage } from '../server/bot/payloads';

if (!process.env.TEST_DATABASE_URL) {
  console.log('bot crowd bench: set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)');
  process.exit(0);
}

const CROWD = Number(process.env.BENCH_CROWD ?? 300);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 300);
/** How long to wait for answers before giving up (today's figures can run to minutes). */
const WAIT_MS = Number(process.env.BENCH_WAIT_S ?? 240) * 1000;
const QUERIES = ['toyota', 'house in harare', 'plumber', 'laptop under $300', 'honda fit'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const phone = (base: number, n: number) => `2637${String(base * 100000 + n).padStart(8, '0')}`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

// Every delivery here comes from one address (127.0.0.1), where Meta's come from its pool of
// servers: the cap on connections per address would refuse the crowd itself.
process.env.MAX_CONNECTIONS_PER_ADDRESS ??= '0';
const cluster = await startCluster(2);
const servers = cluster.servers as [ServerProcess, ServerProcess];
let next = 0;

/** Posts one signed delivery to the next process in turn; resolves with its time to the 200. */
async function deliver(payload: unknown): Promise<{ status: number; ms: number; sent: number }> {
  const server = servers[next++ % servers.length]!;
  const body = JSON.stringify(payload);
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started, sent: started };
}

/** The time of each phone's first reply, for the phones that have one. */
function firstReplies(): Map<string, number> {
  const first = new Map<string, number>();
  for (const message of cluster.graph.sent) {
    if (!first.has(message.to)) first.set(message.to, message.at);
  }
  return first;
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** Waits until nothing more is sent for `quietMs`. */
async function settle(quietMs = 3000, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let count = -1;
  while (count !== cluster.graph.sent.length && performance.now() < deadline) {
    count = cluster.graph.sent.length;
    await sleep(quietMs);
  }
}

console.log(
  `load average before: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')} (the machine's other work slows every figure here)`,
);
try {
  // A seller with listings for the searches to find.
  const challenge = await issueLoginChallenge(cluster.database.db, '263771900009');
  await fetch(`${servers[0].url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const [seller] = await rows<{ id: string }>(
    cluster.database.db,
    sql`SELECT id FROM users WHERE phone = '263771900009'`,
  );
  const titles = ['Toyota Corolla', 'Honda Fit', 'Dell laptop', 'Two bedroom house', 'Plumber'];
  await cluster.database.db.execute(sql`
    INSERT INTO listings (id, seller_id, type, title, description, city, created_at)
    SELECT 'bench-' || n, ${seller?.id}, 'vehicle',
           (ARRAY[${sql.join(
             titles.map((title) => sql`${title}`),
             sql`, `,
           )}])[1 + n % 5] || ' ' || n,
           'Listing number ' || n, (ARRAY['Harare', 'Bulawayo', 'Mutare'])[1 + n % 3],
           now() - (n || ' minutes')::interval
    FROM generate_series(1, 2000) AS n`);
  await cluster.database.db.execute(sql`ANALYZE listings`);

  // How many messages one answer to each search is, asked alone.
  const perQuery = new Map<string, number>();
  for (const [i, query] of QUERIES.entries()) {
    const who = phone(1, i);
    await deliver(textMessage(who, query));
    await waitUntil(() => cluster.graph.sentTo(who).length > 0, 30_000);
    await settle(1500, 30_000);
    perQuery.set(query, cluster.graph.sentTo(who).length);
  }

  // The crowd: CROWD buyers within one second, in ten waves.
  const crowd = Array.from({ length: CROWD }, (_, i) => ({
    phone: phone(2, i),
    query: QUERIES[i % QUERIES.length]!,
  }));
  const crowdStart = performance.now();
  const acks: Promise<{ status: number; ms: number; sent: number }>[] = [];
  for (let wave = 0; wave < 10; wave++) {
    for (const buyer of crowd.slice((wave * CROWD) / 10, ((wave + 1) * CROWD) / 10)) {
      acks.push(deliver(textMessage(buyer.phone, buyer.query)));
    }
    await sleep(100);
  }
  const acked = await Promise.all(acks);
  const ackMs = acked.map((ack) => ack.ms);
  const refused = acked.filter((ack) => ack.status !== 200).length;
  const allAnswered = await waitUntil(() => {
    const first = firstReplies();
    return crowd.every((buyer) => first.has(buyer.phone));
  }, WAIT_MS);
  const first = firstReplies();
  const lastAnswer = Math.max(...crowd.map((buyer) => first.get(buyer.phone) ?? NaN));
  // Each buyer's wait: from their delivery leaving to their first reply reaching the Graph API.
  const answerMs = crowd.map((buyer, i) => (first.get(buyer.phone) ?? NaN) - acked[i]!.sent);
  await settle();
  const wrongCount = crowd.filter(
    (buyer) => cluster.graph.sentTo(buyer.phone).length !== perQuery.get(buyer.query),
  ).length;
  console.log(
    `crowd of ${CROWD} buyers in 1 s, two processes: acknowledgements median ${ms(percentile(ackMs, 50))}, p99 ${ms(percentile(ackMs, 99))}, slowest ${ms(Math.max(...ackMs))}${refused ? `, ${refused} not 200` : ''} (goal p99 ≤ 100 ms)`,
  );
  console.log(
    `crowd: each buyer's first reply after median ${ms(percentile(answerMs, 50))}, p95 ${ms(percentile(answerMs, 95))} (reply threads per process: ${process.env.REPLY_THREADS ?? '1, the default'})`,
  );
  console.log(
    allAnswered
      ? `crowd: last buyer answered ${ms(lastAnswer - crowdStart)} after the first delivery (goal ≤ 20000 ms)`
      : `crowd: ${crowd.filter((buyer) => first.has(buyer.phone)).length} of ${CROWD} answered after ${ms(WAIT_MS)} (goal: all within 20000 ms)`,
  );
  console.log(
    `crowd: ${CROWD - wrongCount} of ${CROWD} buyers answered exactly once${wrongCount ? ` (${wrongCount} got a different number of messages)` : ''}`,
  );

  // The flood: one number sends FLOOD messages, 20 at a time; five others send Login meanwhile.
  const flooder = phone(3, 0);
  let sent = 0;
  const floodAcks: number[] = [];
  const flood = Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < FLOOD) {
        const n = sent++;
        floodAcks.push((await deliver(textMessage(flooder, `${QUERIES[n % 5]} ${n}`))).ms);
      }
    }),
  );
  const logins: { phone: string; sent: number }[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(1000);
    const who = phone(4, i);
    const ack = await deliver(textMessage(who, 'Login'));
    logins.push({ phone: who, sent: ack.sent });
  }
  await flood;
  const loginsAnswered = await waitUntil(
    () => logins.every((login) => firstReplies().has(login.phone)),
    WAIT_MS,
  );
  const loginFirst = firstReplies();
  const loginMs = logins.map((login) => (loginFirst.get(login.phone) ?? NaN) - login.sent);
  console.log(
    `flood of ${FLOOD} messages from one number: acknowledgements p99 ${ms(percentile(floodAcks, 99))}; others' Login answered after ${loginMs.map((value) => (Number.isNaN(value) ? 'never' : ms(value))).join(', ')} (goal ≤ 5000 ms)${loginsAnswered ? '' : ` (waited ${ms(WAIT_MS)})`}`,
  );
  await settle(3000, 60_000);
  const flooded = cluster.graph.sentTo(flooder);
  const said = (message: (typeof flooded)[number]) =>
    String((message.body.text as { body?: string } | undefined)?.body ?? message.body.type);
  const [counts] = await rows<{ answered: number; waiting: number }>(
    cluster.database.db,
    sql`SELECT count(*) FILTER (WHERE status = 'handled')::int AS answered,
          count(*) FILTER (WHERE status IN ('received', 'answering'))::int AS waiting
        FROM messages WHERE contact = ${flooder} AND direction = 'inbound'`,
  );
  console.log(
    `flood: the number got ${flooded.length} messages back (${counts?.answered} of its messages answered, ${counts?.waiting} still waiting a minute after); last: ${flooded.length ? JSON.stringify(said(flooded[flooded.length - 1]!).slice(0, 80)) : '-'}`,
  );
  console.log(`load average after: ${loadavg()[0]?.toFixed(1)}`);
} finally {
  await cluster.close();
}
