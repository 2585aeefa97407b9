/**
 * A photo sent in slices to two server processes on one PostgreSQL and one bucket: successive
 * slices of one upload go to either process, a slice cut off by a dropped connection is kept by
 * the process that received it and the other one says where to go on from, and the photo the last
 * slice makes is the one the one-shot upload makes.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { makePhoto } from '../server/photos';
import { uploadForm } from '../server/images';
import { startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
const KB = 1024;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  const challenge = await issueLoginChallenge(cluster.database.db, '263772000321');
  const response = await fetch(`${a.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  token = ((await response.json()) as { token: string }).token;
});
afterAll(() => cluster?.close());

const uploadUrl = (server: ServerProcess, key: string) => `${server.url}/api/files/uploads/${key}`;

function slice(server: ServerProcess, key: string, bytes: Buffer, offset: number, end: number) {
  return fetch(uploadUrl(server, key), {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
      'Upload-Length': String(bytes.length),
    },
    body: new Uint8Array(bytes.subarray(offset, end)),
  });
}

async function offsetOn(server: ServerProcess, key: string): Promise<number> {
  const response = await fetch(uploadUrl(server, key), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { offset: number }).offset;
}

/** Sends `sent` bytes of a slice declared `declared` long, then drops the connection. */
function cutSlice(server: ServerProcess, key: string, bytes: Buffer, offset: number, sent: number) {
  const url = new URL(uploadUrl(server, key));
  return new Promise<void>((resolve) => {
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
        'Upload-Length': String(bytes.length),
        'Content-Length': String(256 * KB),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(offset, offset + sent), () => {
      // Let the bytes reach the server, then drop the connection as a lost radio link does.
      setTimeout(() => request.destroy(), 300);
    });
  });
}

const served = async (server: ServerProcess, id: string) =>
  Buffer.from(await (await fetch(`${server.url}/api/files/${id}`)).arrayBuffer());

describe('a photo sent in slices to two processes', () => {
  it('takes successive slices on either, keeps a cut one, and makes the one-shot photo', async () => {
    const photo = await makePhoto(5, 1600, 1200);
    expect(photo.length).toBeGreaterThan(400 * KB);
    const key = 'cluster-photo-1';
    expect((await slice(a, key, photo, 0, 150 * KB)).status).toBe(200);
    expect((await slice(b, key, photo, 150 * KB, 300 * KB)).status).toBe(200);
    expect(await offsetOn(a, key)).toBe(300 * KB);

    // A slice at the old offset on the other process is refused with the right one.
    const stale = await slice(a, key, photo, 150 * KB, 300 * KB);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { offset: number }).offset).toBe(300 * KB);

    // Cut on b after 40 KB: a knows b kept them.
    await cutSlice(b, key, photo, 300 * KB, 40 * KB);
    let offset = 0;
    for (let i = 0; i < 50 && offset !== 340 * KB; i++) {
      offset = await offsetOn(a, key);
      if (offset !== 340 * KB) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBe(340 * KB);

    // The rest on a, the last slice on b.
    const last = photo.length - 10 * KB;
    expect((await slice(a, key, photo, offset, last)).status).toBe(200);
    const done = await slice(b, key, photo, last, photo.length);
    expect(done.status).toBe(201);
    const { _id } = (await done.json()) as { _id: string };

    const whole = await fetch(`${a.url}/api/files/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: uploadForm(photo),
    });
    expect(whole.status).toBe(201);
    const { _id: wholeId } = (await whole.json()) as { _id: string };
    const fromA = await served(a, _id);
    expect(fromA.equals(await served(b, _id))).toBe(true);
    expect(fromA.equals(await served(b, wholeId))).toBe(true);
    // Repeating the last slice on the other process answers the same photo.
    const again = await slice(a, key, photo, last, photo.length);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { _id: string })._id).toBe(_id);
  });
});
