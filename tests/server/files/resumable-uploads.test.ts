/**
 * Photos sent in slices (PATCH/GET /api/files/uploads/{key}): kept slice by slice in the
 * database, refused with the right offset when a slice does not start where the kept bytes end,
 * resumed after a drop from what arrived, made into the same photo the one-shot upload makes, and
 * held to the same limits.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploadSlices, photoUploads } from '@/server/db/schema-uploads';
import { eq } from 'drizzle-orm';
import { createTestServer, uploadPhoto, type SignedIn, type TestServer } from '../helpers';
import { makeJpeg, makePng, uploadForm } from '../images';
import { makePhoto } from '../photos';
import { cutStream, sendSlice, uploadInSlices, uploadStatus } from '../slices';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;
/** A phone photo over 1920 px with a GPS position: about half a megabyte. */
let big: Buffer;
const KB = 1024;

beforeAll(async () => {
  server = await createTestServer();
  alice = await server.signInAs('263774444001');
  bob = await server.signInAs('263775555001');
  const photo = await makePhoto(7, 2400, 1600);
  big = await sharp(photo)
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Cheap Android' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '17/1 49/1 4800/100' },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
});
afterAll(() => server.close());

const served = async (id: string, thumbnail = false) =>
  Buffer.from(
    await (
      await server.request(`/api/files/${id}${thumbnail ? '?thumbnail=1' : ''}`)
    ).arrayBuffer(),
  );

describe('a photo sent in slices', () => {
  it('is kept slice by slice and made into the same photo as the one-shot upload', async () => {
    expect(big.length).toBeGreaterThan(400 * KB);
    const key = 'in-order-1';
    let offset = 0;
    const size = 200 * KB;
    while (offset + size < big.length) {
      const response = await sendSlice(server, alice, key, {
        offset,
        length: big.length,
        body: big.subarray(offset, offset + size),
      });
      expect(response.status).toBe(200);
      offset += size;
      expect(await response.json()).toEqual({ offset, length: big.length });
      expect(response.headers.get('upload-offset')).toBe(String(offset));
      const status = await uploadStatus(server, alice, key);
      expect(await status.json()).toEqual({ offset, length: big.length });
    }
    const last = await sendSlice(server, alice, key, {
      offset,
      length: big.length,
      body: big.subarray(offset),
    });
    expect(last.status).toBe(201);
    const { _id, ...rest } = (await last.json()) as { _id: string };
    expect(rest).toEqual({ offset: big.length, length: big.length });

    const oneShot = await uploadPhoto(bob, uploadForm(big));
    expect(oneShot.status).toBe(201);
    const { _id: oneShotId } = (await oneShot.json()) as { _id: string };
    const sliced = await served(_id);
    expect(sliced.equals(await served(oneShotId))).toBe(true);
    expect((await served(_id, true)).equals(await served(oneShotId, true))).toBe(true);
    const meta = await sharp(sliced).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1920);
    expect(meta.exif).toBeUndefined();
    expect(sliced.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(sliced.length).toBeLessThanOrEqual(0.9 * 1024 * 1024);

    // Finished: its slices are gone, and a repeat of the last slice answers the same photo.
    const [row] = await server.db.select().from(photoUploads).where(eq(photoUploads.key, key));
    expect(row?.fileId).toBe(_id);
    const slices = await server.db
      .select()
      .from(photoUploadSlices)
      .where(eq(photoUploadSlices.uploadId, row!.id));
    expect(slices).toEqual([]);
    const again = await sendSlice(server, alice, key, {
      offset,
      length: big.length,
      body: big.subarray(offset),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { _id: string })._id).toBe(_id);
    const status = await uploadStatus(server, alice, key);
    expect(await status.json()).toEqual({ offset: big.length, length: big.length, _id });
    const head = await uploadStatus(server, alice, key, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(big.length));
  });

  it('refuses a slice out of order or at a wrong offset, naming the right one', async () => {
    const key = 'out-of-order';
    const length = big.length;
    const first = await sendSlice(server, alice, key, {
      offset: 0,
      length,
      body: big.subarray(0, 100 * KB),
    });
    expect(first.status).toBe(200);
    for (const offset of [200 * KB, 50 * KB, 0]) {
      const response = await sendSlice(server, alice, key, {
        offset,
        length,
        body: big.subarray(offset, offset + 100 * KB),
      });
      expect(response.status).toBe(409);
      // Its body is not read: the connection closes, the client asks where to go on from.
      expect(response.headers.get('connection')).toBe('close');
      const body = (await response.json()) as { offset: number; message: string };
      expect(body.offset).toBe(100 * KB);
      expect(body.message).toMatch(/send from byte 102400/);
    }
    // A key the server does not know starts at 0.
    const unknown = await sendSlice(server, alice, 'never-begun', {
      offset: 100 * KB,
      length,
      body: big.subarray(100 * KB, 200 * KB),
    });
    expect(unknown.status).toBe(409);
    expect(((await unknown.json()) as { offset: number }).offset).toBe(0);
    expect((await uploadStatus(server, alice, 'never-begun')).status).toBe(404);
    // Another seller's upload under the same key is another upload.
    expect((await uploadStatus(server, bob, key)).status).toBe(404);
  });

  it('keeps what arrived of a slice cut off by a drop, and resumes from there', async () => {
    const key = 'after-a-drop';
    const length = big.length;
    const cut = await sendSlice(server, alice, key, {
      offset: 0,
      length,
      body: cutStream(big.subarray(0, 70 * KB)),
      declared: 256 * KB,
    });
    expect(cut.status).toBe(400);
    const status = (await (await uploadStatus(server, alice, key)).json()) as { offset: number };
    expect(status).toEqual({ offset: 70 * KB, length });
    let offset = status.offset;
    // A second drop, mid-way through the next slice.
    await sendSlice(server, alice, key, {
      offset,
      length,
      body: cutStream(big.subarray(offset, offset + 30 * KB)),
      declared: 256 * KB,
    });
    offset = ((await (await uploadStatus(server, alice, key)).json()) as { offset: number }).offset;
    expect(offset).toBe(100 * KB);
    const last = await uploadInSlices(server, alice, key, big, 256 * KB, offset);
    const { _id } = (await last.json()) as { _id: string };
    const oneShot = (await (await uploadPhoto(bob, uploadForm(big))).json()) as { _id: string };
    expect((await served(_id)).equals(await served(oneShot._id))).toBe(true);
  });

  it('makes PNG photos too, with the JPEG variant WhatsApp needs', async () => {
    const png = await makePng(300, 200);
    const response = await uploadInSlices(server, alice, 'a-png', png, 1000);
    const { _id } = (await response.json()) as { _id: string };
    const jpeg = await server.request(`/api/files/${_id}?format=jpeg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('bad slices', () => {
  const slice = (key: string, over: Partial<Parameters<typeof sendSlice>[3]> = {}) =>
    sendSlice(server, alice, key, {
      offset: 0,
      length: big.length,
      body: big.subarray(0, KB),
      ...over,
    });
  const message = async (response: Response) =>
    ((await response.json()) as { message: string }).message;

  it('asks for a session', async () => {
    const response = await sendSlice(server, null, 'anon', {
      offset: 0,
      length: 10,
      body: new Uint8Array(10),
    });
    expect(response.status).toBe(401);
  });

  it('answers missing or malformed offsets and lengths with 422 naming the header', async () => {
    const missing = await slice('bad-1', { headers: { 'Upload-Offset': '' } });
    expect(missing.status).toBe(422);
    expect(await message(missing)).toMatch(/upload-offset/);
    const negative = await slice('bad-1', { headers: { 'Upload-Length': '-5' } });
    expect(negative.status).toBe(422);
    expect(await message(negative)).toMatch(/upload-length/);
  });

  it('refuses a body of another type, a photo over 10 MB and a slice over 1 MB with 413/415', async () => {
    const type = await slice('bad-2', { headers: { 'Content-Type': 'application/json' } });
    expect(type.status).toBe(415);
    expect(await message(type)).toMatch(/application\/offset\+octet-stream/);
    const huge = await slice('bad-2', { length: 11 * 1024 * 1024 });
    expect(huge.status).toBe(413);
    const wide = await slice('bad-2', { body: new Uint8Array(1024 * 1024 + 1) });
    expect(wide.status).toBe(413);
    expect((await uploadStatus(server, alice, 'bad-2')).status).toBe(404);
  });

  it('refuses a first slice that does not begin an image (415), keeping nothing', async () => {
    const text = await slice('bad-3', { body: new TextEncoder().encode('hello, not a photo') });
    expect(text.status).toBe(415);
    expect((await uploadStatus(server, alice, 'bad-3')).status).toBe(404);
  });

  it('refuses a slice past the end, a changed length and an empty slice', async () => {
    const small = await makeJpeg();
    const past = await sendSlice(server, alice, 'bad-4', {
      offset: 0,
      length: 10,
      body: small.subarray(0, 20),
    });
    expect(past.status).toBe(422);
    expect(
      (
        await sendSlice(server, alice, 'bad-4', {
          offset: 0,
          length: small.length,
          body: small.subarray(0, 20),
        })
      ).status,
    ).toBe(200);
    const changed = await sendSlice(server, alice, 'bad-4', {
      offset: 20,
      length: small.length + 1,
      body: small.subarray(20, 40),
    });
    expect(changed.status).toBe(422);
    expect(await message(changed)).toMatch(/Upload-Length must stay the same/);
    const empty = await sendSlice(server, alice, 'bad-4', {
      offset: 20,
      length: small.length,
      body: new Uint8Array(0),
    });
    expect(empty.status).toBe(400);
  });

  it('answers a damaged image with 422 when its last slice arrives', async () => {
    const good = await makeJpeg();
    const damaged = Buffer.concat([good.subarray(0, 40), Buffer.alloc(2000, 7)]);
    const response = await sendSlice(server, alice, 'bad-5', {
      offset: 0,
      length: damaged.length,
      body: damaged,
    });
    expect(response.status).toBe(422);
    expect(await message(response)).toMatch(/damaged/);
  });
});
