/**
 * Photos sent in slices are held to the one-shot upload's limits (the seller's hourly uploads,
 * counted together) and to 16 unfinished uploads per seller; the hourly sweep removes uploads
 * abandoned for a day with their slices, and finished ones once their answer is no longer kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAbandonedUploads } from '@/server/files/upload-slices';
import { createTestServer, uploadPhoto, type TestServer } from '../helpers';
import { makeJpeg, uploadForm } from '../images';
import { makePhoto } from '../photos';
import { sendSlice, uploadInSlices, uploadStatus } from '../slices';

let server: TestServer;
let big: Buffer;
const KB = 1024;

beforeAll(async () => {
  server = await createTestServer();
  big = await makePhoto(3, 600, 400);
});
afterAll(() => server.close());

describe('limits and the sweep', () => {
  it('holds a seller to the hourly upload limit and to 16 unfinished uploads', async () => {
    const limited = await createTestServer({ env: { SELLER_UPLOADS_PER_HOUR: '1' } });
    try {
      const seller = await limited.signInAs('263778300777');
      const photo = await makeJpeg();
      expect((await uploadInSlices(limited, seller, 'first', photo, 300)).status).toBe(201);
      const second = await sendSlice(limited, seller, 'second', {
        offset: 0,
        length: photo.length,
        body: photo.subarray(0, 300),
      });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      // The one-shot upload counts against the same limit.
      expect((await uploadPhoto(seller, uploadForm(photo))).status).toBe(429);
    } finally {
      await limited.close();
    }
    const carol = await server.signInAs('263778300778');
    for (let i = 0; i < 16; i++) {
      const begun = await sendSlice(server, carol, `open-${i}`, {
        offset: 0,
        length: big.length,
        body: big.subarray(0, KB),
      });
      expect(begun.status).toBe(200);
    }
    const one = await sendSlice(server, carol, 'open-16', {
      offset: 0,
      length: big.length,
      body: big.subarray(0, KB),
    });
    expect(one.status).toBe(429);
    expect(((await one.json()) as { message: string }).message).toMatch(/16 photos half sent/);
  });

  it('sweeps uploads abandoned for a day with their slices, and finished ones after two', async () => {
    const dave = await server.signInAs('263778300779');
    const begun = await sendSlice(server, dave, 'abandoned', {
      offset: 0,
      length: big.length,
      body: big.subarray(0, KB),
    });
    expect(begun.status).toBe(200);
    const done = await uploadInSlices(server, dave, 'finished', await makeJpeg(), 500);
    expect(done.status).toBe(201);
    const hour = 60 * 60 * 1000;
    await sweepAbandonedUploads(server.db, new Date(Date.now() + 23 * hour));
    expect((await uploadStatus(server, dave, 'abandoned')).status).toBe(200);
    await sweepAbandonedUploads(server.db, new Date(Date.now() + 25 * hour));
    expect((await uploadStatus(server, dave, 'abandoned')).status).toBe(404);
    expect((await uploadStatus(server, dave, 'finished')).status).toBe(200);
    await sweepAbandonedUploads(server.db, new Date(Date.now() + 49 * hour));
    expect((await uploadStatus(server, dave, 'finished')).status).toBe(404);
  });
});
