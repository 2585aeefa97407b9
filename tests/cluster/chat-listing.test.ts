/**
 * Listing by chat on two server processes: the same photo message delivered to both at once,
 * and the same media again under another message id, make one draft with one photo (one file
 * row, one count against the seller's upload limit).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { waitFor } from '../support/job-queue-contract';
import { mediaMessage, wamid } from '../server/bot/payloads';
import { makePhoto } from '../server/photos';
import { deliver, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  // The token the processes were started with (cluster.ts).
  cluster.graph.token = 'cluster-token';
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

describe('listing by chat on two processes', () => {
  it('makes one draft and one set of photos from the same media message on both', async () => {
    const phone = '263772900001';
    const seller = await issueLoginChallenge(cluster.database.db, phone);
    const mediaId = 'cluster-media-1';
    cluster.graph.media.set(mediaId, { bytes: await makePhoto(31, 800, 600), mime: 'image/jpeg' });

    const payload = mediaMessage(phone, 'image', mediaId);
    const answers = await Promise.all([deliver(a, payload), deliver(b, payload)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    await waitFor(() => cluster.graph.sentTo(phone).length >= 1, 60_000);
    // The same photo again under another message id, to both at once.
    const again = mediaMessage(phone, 'image', mediaId, { id: wamid() });
    await Promise.all([deliver(a, again), deliver(b, again)]);
    await waitFor(() => cluster.graph.sentTo(phone).length >= 2, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const drafts = await rows<{ images: string[] }>(
      cluster.database.db,
      sql`SELECT images FROM listing_drafts WHERE seller_id = ${seller.user.id}`,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.images).toHaveLength(1);
    const files = await rows<{ id: string }>(
      cluster.database.db,
      sql`SELECT id FROM files WHERE owner_id = ${seller.user.id}`,
    );
    expect(files.map((f) => f.id)).toEqual(drafts[0]!.images);
    const counted = await rows<{ n: number }>(
      cluster.database.db,
      sql`SELECT count(*)::int AS n FROM seller_actions WHERE seller_id = ${seller.user.id} AND action = 'upload'`,
    );
    expect(counted[0]!.n).toBe(1);
    // The photo is served by either process.
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/api/files/${files[0]!.id}`)).status).toBe(200);
    }
    // Two messages, two answers: the first photo and the same photo again (nothing silent).
    expect(cluster.graph.sentTo(phone)).toHaveLength(2);
  });
});
