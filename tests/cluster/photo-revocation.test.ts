/**
 * Photos follow their listing across processes: a photo both processes have just served stops
 * being served by either (404) the moment an admin hides its listing on one of them, a seller is
 * suspended, or a reported listing is deleted by its seller; its seller (where allowed) and admins
 * still see it. Nothing kept in one process's memory serves it after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { recordReport, reporterKeyOf } from '@/server/moderation';
import { makePhoto } from '../server/photos';
import { ADMIN_PHONE, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

async function signIn(server: ServerProcess, phone: string) {
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

async function upload(server: ServerProcess, token: string, seed: number): Promise<string> {
  const form = new FormData();
  const bytes = await makePhoto(seed, 640, 480);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${server.url}/api/files/upload`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function createListing(server: ServerProcess, token: string, title: string, image: string) {
  const response = await fetch(`${server.url}/api/listings`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'Toyota',
      modelYear: '2015',
      title,
      description: `${title}, one owner, viewing in Avondale.`,
      price: { type: 'fixed', amount: 8500, isNegotiable: true },
      city: 'Harare',
      images: [image],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The photo's status from each process, as a stranger or with a session. */
const statuses = (photo: string, token?: string) =>
  Promise.all(
    [a, b].map(async (server) => {
      const response = await fetch(`${server.url}/api/files/${photo}`, {
        headers: token ? bearer(token) : {},
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );

it('stops serving a photo on both processes at once when its listing or seller is taken down', async () => {
  const admin = await signIn(a, ADMIN_PHONE);
  const seller = await signIn(b, '263771910001');

  // Hidden on one process: refused by both at once; its seller and the admin still see it.
  const hiddenPhoto = await upload(a, seller.token, 3821);
  const hidden = await createListing(a, seller.token, 'Toyota Wish 2014', hiddenPhoto);
  for (let i = 0; i < 3; i++) expect(await statuses(hiddenPhoto)).toEqual([200, 200]);
  const served = await fetch(`${b.url}/api/files/${hiddenPhoto}`);
  expect(served.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  const hide = await fetch(`${a.url}/api/admin/listings/${hidden}/moderation`, {
    method: 'POST',
    headers: { ...bearer(admin.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'hide', reason: 'Stolen car' }),
  });
  expect(hide.status).toBe(200);
  expect(await statuses(hiddenPhoto)).toEqual([404, 404]);
  expect(await statuses(hiddenPhoto, seller.token)).toEqual([200, 200]);
  expect(await statuses(hiddenPhoto, admin.token)).toEqual([200, 200]);

  // Reported and then deleted by its seller: kept for admins only, on both.
  const reportedPhoto = await upload(b, seller.token, 4831);
  const reported = await createListing(b, seller.token, 'Honda Fit 2013', reportedPhoto);
  expect(await statuses(reportedPhoto)).toEqual([200, 200]);
  const outcome = await recordReport(cluster.database.db, {
    listingId: reported,
    reporterKey: reporterKeyOf({ phone: '263773990001' }),
    reporterPhone: '263773990001',
    reason: 'scam',
  });
  expect(outcome.kind).toBe('counted');
  const deleted = await fetch(`${a.url}/api/listings/${reported}`, {
    method: 'DELETE',
    headers: bearer(seller.token),
  });
  expect(deleted.status).toBe(200);
  expect(await statuses(reportedPhoto)).toEqual([404, 404]);
  expect(await statuses(reportedPhoto, seller.token)).toEqual([404, 404]);
  expect(await statuses(reportedPhoto, admin.token)).toEqual([200, 200]);

  // A suspended seller's photos: admins only, on both.
  const shownPhoto = await upload(a, seller.token, 6833);
  await createListing(b, seller.token, 'Mazda Axela 2016', shownPhoto);
  expect(await statuses(shownPhoto)).toEqual([200, 200]);
  const suspend = await fetch(`${b.url}/api/admin/sellers/${seller.id}/suspension`, {
    method: 'POST',
    headers: { ...bearer(admin.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Stolen cars' }),
  });
  expect(suspend.status).toBe(200);
  expect(await statuses(shownPhoto)).toEqual([404, 404]);
  expect(await statuses(shownPhoto, admin.token)).toEqual([200, 200]);
});
