// @vitest-environment node
// Node's fetch, Blob and streams, as the real server in process expects them.
/**
 * The outbox sends a photo in slices under its item's id: a drop costs what was in flight, not
 * the photo. A try after a failure asks the server how many bytes it holds and goes on from
 * there; a slice the server kept whose answer was lost is not sent again; a 409 names the offset.
 */
import { describe, expect, it } from 'vitest';
import { UPLOAD_SLICE_BYTES } from '@/domain';
import { addPhoto } from '@/app/local/photos-repo';
import { uploadPhoto } from '../../server/helpers';
import { makePhoto } from '../../server/photos';
import { sendSlice } from '../../server/slices';
import { syncFixture } from './sync-fixture';
import { settled, type Call } from './sync-harness';
import { mutate } from '@/app/sync/mutate';
import { photoUpload } from '@/app/sync/mutators/photo-upload';

const fx = syncFixture('263771000777');
const KB = 1024;

/** A phone photo of about three slices, stored compressed and waiting in the outbox. */
async function waitingPhoto(): Promise<{ photoId: string; bytes: Buffer; itemId: string }> {
  const bytes = await makePhoto(11, 1700, 1200);
  expect(bytes.length).toBeGreaterThan(2 * UPLOAD_SLICE_BYTES);
  expect(bytes.length).toBeLessThan(4 * UPLOAD_SLICE_BYTES);
  const sellerId = fx.seller.user._id;
  const photoId = await addPhoto(sellerId, 'draft-resume', {
    name: 'fridge.jpg',
    type: 'image/jpeg',
    size: bytes.length,
  });
  await mutate(photoUpload, sellerId, {
    photoId: photoId,
    blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
  });
  const item = (await fx.db.outbox.toArray()).find((i) => i.kind === 'photo.upload');
  return { photoId, bytes, itemId: item!.id };
}

const shown = (calls: Call[]) =>
  calls.map((c) => `${c.method}${c.uploadOffset === null ? '' : ` @${c.uploadOffset}`}`);

/** The photo the server made from the slices is the one it makes from the whole file. */
async function expectSameAsOneShot(serverId: string, bytes: Buffer) {
  const server = fx.faulty.server;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'fridge.jpg');
  const whole = (await (await uploadPhoto(fx.seller, form)).json()) as { _id: string };
  const read = async (id: string) =>
    Buffer.from(await (await server.request(`/api/files/${id}`)).arrayBuffer());
  expect((await read(serverId)).equals(await read(whole._id))).toBe(true);
}

describe('a photo sent in slices by the outbox', () => {
  it('goes on from the bytes the server kept when the link dropped mid-slice', async () => {
    const { photoId, bytes, itemId } = await waitingPhoto();
    const slice = UPLOAD_SLICE_BYTES;
    // The second slice is cut after 100 KB reached the server.
    fx.faulty.fault = (call) =>
      call.method === 'PATCH' && call.uploadOffset === slice && !cutOnce.done
        ? ((cutOnce.done = true), { before: 'cut', bytes: 100 * KB })
        : { before: 'pass' };
    const cutOnce = { done: false };
    await fx.engine().start();
    await settled(fx.db);

    const resumed = slice + 100 * KB;
    const offsets = [0, slice, 'GET', resumed];
    for (let at = resumed + slice; at < bytes.length; at += slice) offsets.push(at);
    expect(shown(fx.faulty.calls)).toEqual(
      offsets.map((o) => (o === 'GET' ? 'GET' : `PATCH @${o}`)),
    );
    expect(fx.faulty.calls.every((c) => c.path === `/api/files/uploads/${itemId}`)).toBe(true);
    // The bytes sent again: none. Every byte went up once, the 100 KB that arrived included.
    const photo = await fx.db.photos.get(photoId);
    expect(photo?.serverId).toBeTruthy();
    expect(photo?.status).toBe('done');
    expect(await fx.db.outbox.count()).toBe(0);
    await expectSameAsOneShot(photo!.serverId!, bytes);
  });

  it('does not send again a slice the server kept when its answer was lost', async () => {
    const { photoId, bytes } = await waitingPhoto();
    const slice = UPLOAD_SLICE_BYTES;
    fx.faulty.fault = (call) =>
      call.method === 'PATCH' && call.uploadOffset === slice && !lostOnce.done
        ? ((lostOnce.done = true), { before: 'pass', after: 'lose' })
        : { before: 'pass' };
    const lostOnce = { done: false };
    await fx.engine().start();
    await settled(fx.db);

    const expected = ['PATCH @0', `PATCH @${slice}`, 'GET'];
    for (let at = 2 * slice; at < bytes.length; at += slice) expected.push(`PATCH @${at}`);
    expect(shown(fx.faulty.calls)).toEqual(expected);
    const photo = await fx.db.photos.get(photoId);
    await expectSameAsOneShot(photo!.serverId!, bytes);
  });

  it('learns where to go on from a 409 when the server holds more than the phone knew', async () => {
    const { photoId, bytes, itemId } = await waitingPhoto();
    // A first slice the server kept while the phone recorded nothing of it (its tab closed).
    const first = bytes.subarray(0, UPLOAD_SLICE_BYTES);
    const kept = await sendSlice(fx.faulty.server, fx.seller, itemId, {
      offset: 0,
      length: bytes.length,
      body: first,
    });
    expect(kept.status).toBe(200);
    await fx.engine().start();
    await settled(fx.db);
    const expected = ['PATCH @0'];
    for (let at = UPLOAD_SLICE_BYTES; at < bytes.length; at += UPLOAD_SLICE_BYTES) {
      expected.push(`PATCH @${at}`);
    }
    expect(shown(fx.faulty.calls)).toEqual(expected);
    const photo = await fx.db.photos.get(photoId);
    await expectSameAsOneShot(photo!.serverId!, bytes);
  });

  it('takes the photo id the server made when the last slice answer was lost', async () => {
    const { photoId, bytes } = await waitingPhoto();
    fx.faulty.fault = (call) =>
      call.method === 'PATCH' &&
      (call.uploadOffset ?? 0) + UPLOAD_SLICE_BYTES >= bytes.length &&
      !lostOnce.done
        ? ((lostOnce.done = true), { before: 'pass', after: 'lose' })
        : { before: 'pass' };
    const lostOnce = { done: false };
    await fx.engine().start();
    await settled(fx.db);
    const calls = shown(fx.faulty.calls);
    // The retry asks, and the answer names the photo: nothing more is sent.
    expect(calls.at(-1)).toBe('GET');
    expect(calls.filter((c) => c === 'GET')).toHaveLength(1);
    const photo = await fx.db.photos.get(photoId);
    expect(photo?.serverId).toBeTruthy();
    await expectSameAsOneShot(photo!.serverId!, bytes);
  });
});
