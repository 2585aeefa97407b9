/**
 * Alerts on two server processes sharing one PostgreSQL and one pg-boss queue: the match job and
 * the buyer's send, queued several times over and taken by both processes, alert the buyer once;
 * after STOP on one process nothing is sent by either (the consent withdrawn for both), and
 * START on the other brings the next one; two claims racing on the same due alerts send them once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { alertDay, deliverAlerts, ALERTS_DELIVER_JOB } from '@/server/bot/alerts/deliver';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { openDatabase } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { parseEnv } from '@/server/env';
import { PgBossJobQueue } from '@/server/jobs/pg-boss-queue';
import { LISTING_OFFERED_JOB } from '@/server/listings/offered';
import { silentLogger } from '@/server/logger';
import { waitFor } from '../support/job-queue-contract';
import { buttonReply, signedHeaders, textMessage } from '../server/bot/payloads';
import { APP_SECRET, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

async function deliver(server: ServerProcess, payload: unknown) {
  const body = JSON.stringify(payload);
  const response = await fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  expect(response.status).toBe(200);
}

/** Waits until nothing more reaches the buyer for `quietMs`. */
async function quiet(phone: string, quietMs = 4000) {
  let count = -1;
  while (count !== cluster.graph.sentTo(phone).length) {
    count = cluster.graph.sentTo(phone).length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

const alertTexts = (phone: string) =>
  cluster.graph
    .sentTo(phone)
    .map((m) => (m.body as { text?: { body: string } }).text?.body ?? '')
    .filter((text) => text.startsWith('🔔'));

async function saveSearch(phone: string, words: string) {
  await deliver(a, textMessage(phone, words));
  await waitFor(() => cluster.graph.sentTo(phone).length >= 1, 60_000);
  await quiet(phone, 1500);
  const before = cluster.graph.sentTo(phone).length;
  await deliver(b, buttonReply(phone, 'alert:save', 'Alert me'));
  await waitFor(() => cluster.graph.sentTo(phone).length > before, 60_000);
}

async function postListing(server: ServerProcess, phone: string, title: string, city: string) {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const auth = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const created = await fetch(`${server.url}/api/listings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'real_estate',
      subType: 'apartment',
      realEstateDealType: 'rent',
      title,
      description: 'Two bedrooms, water tank, secure parking.',
      city,
      features: [],
      price: { type: 'fixed', amount: 300, frequency: 'month' },
    }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

describe('alerts on two processes', () => {
  it('alerts the buyer once when both processes take the match and the send', async () => {
    const buyer = '263719700101';
    await saveSearch(buyer, 'flat in Bindura');
    const queue = await PgBossJobQueue.start(cluster.databaseUrl, () => undefined);
    try {
      const id = await postListing(
        b,
        '263719700001',
        'Bindura flat near the university',
        'Bindura',
      );
      // The same match and send, queued again and again: both processes take some.
      await Promise.all([
        ...Array.from({ length: 4 }, () => queue.send(LISTING_OFFERED_JOB, { listingId: id })),
        ...Array.from({ length: 4 }, () => queue.send(ALERTS_DELIVER_JOB, { phone: buyer })),
      ]);
      await waitFor(() => alertTexts(buyer).length >= 1, 60_000);
      await quiet(buyer);
      expect(alertTexts(buyer)).toHaveLength(1);
      const alerts = await rows<{ state: string }>(
        cluster.database.db,
        sql`SELECT state FROM alerts WHERE phone_number = ${buyer}`,
      );
      expect(alerts).toEqual([{ state: 'sent' }]);
    } finally {
      await queue.stop(2000);
    }
  });

  it('sends nothing after STOP on one process, whichever process matches and sends', async () => {
    const buyer = '263719700103';
    await saveSearch(buyer, 'flat in Chinhoyi');
    // STOP reaches process a; the listing is posted on b and its jobs run on both.
    const before = cluster.graph.sentTo(buyer).length;
    await deliver(a, textMessage(buyer, 'STOP'));
    await waitFor(() => cluster.graph.sentTo(buyer).length > before, 60_000);
    const stopped = (cluster.graph.sentTo(buyer).at(-1)!.body as { text?: { body: string } }).text
      ?.body;
    expect(stopped).toMatch(/Alerts about new listings are off[\s\S]*START/);
    const queue = await PgBossJobQueue.start(cluster.databaseUrl, () => undefined);
    try {
      const id = await postListing(b, '263719700003', 'Chinhoyi flat by the caves', 'Chinhoyi');
      await Promise.all([
        ...Array.from({ length: 2 }, () => queue.send(LISTING_OFFERED_JOB, { listingId: id })),
        ...Array.from({ length: 2 }, () => queue.send(ALERTS_DELIVER_JOB, { phone: buyer })),
      ]);
      // Matched (the job ran), and nothing sent: the alert is dropped on the way out.
      await expect
        .poll(
          async () =>
            (
              await rows<{ state: string }>(
                cluster.database.db,
                sql`SELECT state FROM alerts WHERE phone_number = ${buyer}`,
              )
            ).map((r) => r.state),
          { timeout: 60_000, interval: 200 },
        )
        .toEqual(['dropped']);
      await quiet(buyer, 1500);
      expect(alertTexts(buyer)).toHaveLength(0);
      // The consent is withdrawn in the database every process reads.
      const [consent] = await rows<{ withdrawn: boolean }>(
        cluster.database.db,
        sql`SELECT withdrawn_at IS NOT NULL AS withdrawn FROM whatsapp_consents
            WHERE contact = ${buyer}`,
      );
      expect(consent?.withdrawn).toBe(true);
      // START on the other process: the next match reaches the buyer, once.
      const restarted = cluster.graph.sentTo(buyer).length;
      await deliver(b, textMessage(buyer, 'START'));
      await waitFor(() => cluster.graph.sentTo(buyer).length > restarted, 60_000);
      const next = await postListing(
        a,
        '263719700003',
        'Chinhoyi flat near the bridge',
        'Chinhoyi',
      );
      await Promise.all([
        ...Array.from({ length: 2 }, () => queue.send(LISTING_OFFERED_JOB, { listingId: next })),
        ...Array.from({ length: 2 }, () => queue.send(ALERTS_DELIVER_JOB, { phone: buyer })),
      ]);
      await waitFor(() => alertTexts(buyer).length >= 1, 60_000);
      await quiet(buyer, 1500);
      expect(alertTexts(buyer)).toHaveLength(1);
      expect(alertTexts(buyer)[0]).toContain('🔔');
    } finally {
      await queue.stop(2000);
    }
  });

  it('sends due alerts once when two claims race on them', async () => {
    const buyer = '263719700102';
    await saveSearch(buyer, 'flat in Hwange');
    const [search] = await rows<{ id: string }>(
      cluster.database.db,
      sql`SELECT id FROM saved_searches WHERE phone_number = ${buyer}`,
    );
    // Matched while the buyer's day was used up; due now.
    await cluster.database.db.execute(
      sql`INSERT INTO alert_days (phone_number, day, messages)
          VALUES (${buyer}, ${alertDay(new Date()).day}, 3)`,
    );
    const ids: string[] = [];
    for (const n of [1, 2])
      ids.push(await postListing(a, '263719700002', `Hwange flat ${n}`, 'Hwange'));
    // Both matched (the match jobs run on the processes, in their own time), and held: the
    // buyer's day is used up.
    const matched = async () =>
      (
        await rows<{ n: number }>(
          cluster.database.db,
          sql`SELECT count(*)::int AS n FROM alerts WHERE phone_number = ${buyer}`,
        )
      )[0]?.n;
    await expect.poll(matched, { timeout: 60_000, interval: 200 }).toBe(2);
    // Held: each claim the processes made found the day used up and put them back for tomorrow
    // (none is in flight, none is due now).
    const held = async () =>
      (
        await rows<{ n: number }>(
          cluster.database.db,
          sql`SELECT count(*)::int AS n FROM alerts
              WHERE phone_number = ${buyer} AND state = 'due' AND not_before > now()`,
        )
      )[0]?.n;
    await expect.poll(held, { timeout: 60_000, interval: 200 }).toBe(2);
    await quiet(buyer, 1000);
    expect(alertTexts(buyer)).toHaveLength(0);
    // A new day, in one statement: a periodic run on either process that claims them between
    // two statements would find the day still used up and hold them until tomorrow.
    await cluster.database.db.execute(
      sql`WITH new_day AS (DELETE FROM alert_days WHERE phone_number = ${buyer})
          UPDATE alerts SET not_before = now() - interval '1 minute' WHERE phone_number = ${buyer}`,
    );
    expect(search).toBeDefined();
    // Two "processes": their own connections, claiming at the same moment.
    const env = parseEnv({});
    const pools = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: 'postgres', url: cluster.databaseUrl, max: 2 })),
    );
    try {
      await Promise.all(
        pools.map((pool) =>
          deliverAlerts(
            {
              db: pool.db,
              env,
              sender: new CloudApiSender({
                apiBase: cluster.graph.apiBase,
                phoneNumberId: '1',
                token: 't',
              }),
              logger: silentLogger,
              now: () => new Date(),
            },
            buyer,
          ),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    const lists = cluster.graph
      .sentTo(buyer)
      .filter((m) => (m.body as { type: string }).type === 'interactive')
      .map((m) => (m.body as { interactive: { body: { text: string } } }).interactive.body.text)
      .filter((text) => text.includes('new listings for your alerts'));
    expect(lists).toEqual(['🔔 2 new listings for your alerts. Tap to see them.']);
    const states = await rows<{ state: string }>(
      cluster.database.db,
      sql`SELECT state FROM alerts WHERE phone_number = ${buyer}`,
    );
    expect(states).toEqual([{ state: 'sent' }, { state: 'sent' }]);
    expect(ids).toHaveLength(2);
  });
});
