/**
 * The image routes on an S3-compatible bucket (s3rver started here): uploads land in the bucket
 * and nowhere on disk, are served with the same caching headers, and deleting a photo or its
 * listing deletes its objects.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '@/server/files/create-store';
import type { FileStore } from '@/server/files/store';
import { parseEnv } from '@/server/env';
import { startS3Emulator, type S3Emulator } from '../../support/s3-emulator';
import {
  answerOf,
  createListing,
  createTestServer,
  sampleListing,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, uploadForm } from '../images';

let emulator: S3Emulator;
let server: TestServer;
let bucket: FileStore;
let alice: SignedIn;

beforeAll(async () => {
  emulator = await startS3Emulator();
  server = await createTestServer({ env: emulator.env });
  bucket = createFileStore(parseEnv(emulator.env));
  alice = await server.signInAs('263774444001');
});
afterAll(async () => {
  await server.close();
  await emulator.close();
});

async function upload(): Promise<string> {
  const response = await uploadPhoto(
    alice,
    uploadForm(await makeJpeg({ width: 300, height: 200 })),
  );
  return (await answerOf(response, 201))._id;
}

/** A photo as anyone fetches it. */
const photoOf = (id: string, query: { thumbnail?: string } = {}, headers = {}) =>
  server.client().api.files[':id'].$get({ param: { id }, query }, { headers });

describe('images in a bucket', () => {
  it('stores the photo and its thumbnail in the bucket only, served with the usual headers', async () => {
    const id = await upload();
    expect(readdirSync(server.filesDir)).toEqual([]);
    expect(await bucket.get(id, 'original')).not.toBeNull();
    expect(await bucket.get(id, 'thumbnail')).not.toBeNull();

    const photo = await photoOf(id);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.length).toBe(Number(photo.headers.get('content-length')));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const thumbnail = await photoOf(id, { thumbnail: '1' });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const etag = thumbnail.headers.get('etag') ?? '';
    await thumbnail.arrayBuffer();
    const again = await photoOf(id, { thumbnail: '1' }, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('deletes the objects of a deleted photo', async () => {
    const id = await upload();
    const response = await alice.client.api.files[':id'].$delete({ param: { id } });
    expect(response.status).toBe(200);
    expect(await bucket.get(id, 'original')).toBeNull();
    expect(await bucket.get(id, 'thumbnail')).toBeNull();
  });

  it('deletes the objects of a deleted listing’s photos', async () => {
    const first = await upload();
    const second = await upload();
    const { _id } = await createListing(alice, sampleListing({ images: [first, second] }));
    const removed = await alice.client.api.listings[':id'].$delete({ param: { id: _id } });
    expect(removed.status).toBe(200);
    for (const id of [first, second]) {
      expect(await bucket.get(id, 'original')).toBeNull();
      expect(await bucket.get(id, 'thumbnail')).toBeNull();
    }
  });
});
