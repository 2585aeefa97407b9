/**
 * The pixel budget and the image queue: a file whose header declares more pixels than the budget
 * is refused before anything is decoded (even while every decoding slot is busy), a phone photo
 * still goes through, a full queue answers 503 with Retry-After, and one seller's burst gets 429
 * past its share while another seller's photo still waits its turn and is stored.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageQueue } from '@/server/files/image-queue';
import { MAX_INPUT_PIXELS } from '@/server/files/process';
import { serverWithSellers } from '../../support/signed-in-server';
import {
  answerOf,
  createTestServer,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, uploadForm } from '../images';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;
const queue = new ImageQueue({ workers: 1, maxWaiting: 1, perOwner: 2 });

beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263777400001', '263777400002'], { deps: { images: queue } }));
});
afterAll(async () => {
  await server?.close();
});

const upload = (who: SignedIn, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
  uploadPhoto(who, uploadForm(bytes, name, type));

/** Holds the queue's only worker until the returned function is called. */
function occupyWorker(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  void queue.run(() => held);
  return release;
}

/** A 7000 x 7000 PNG of one colour: 49 megapixels in a file of about 150 KB. */
const floodPng = () =>
  sharp({
    create: { width: 7000, height: 7000, channels: 3, background: { r: 9, g: 9, b: 9 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('the pixel budget', () => {
  it('is 40 megapixels', () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });

  it('refuses a 49-megapixel PNG from its header with 413 and says why, before decoding', async () => {
    const png = await floodPng();
    expect(png.length).toBeLessThan(1024 * 1024);
    // Every decoding slot is taken: an answer now means nothing was queued for decoding.
    const release = occupyWorker();
    try {
      const response = await upload(alice, png, 'flood.png', 'image/png');
      expect(response.status).toBe(413);
      const { message } = (await response.json()) as { message: string };
      expect(message).toBe(
        'The image is 7000 x 7000 pixels (49.0 megapixels); at most 40 megapixels are ' +
          'accepted. Scale it down (the app sends photos of at most 1920 pixels on their ' +
          'longest side) and send it again.',
      );
    } finally {
      release();
    }
  });

  it('accepts a 12-megapixel phone photo, stored at 1920 px', async () => {
    const photo = await makeJpeg({ width: 4000, height: 3000, gps: true });
    const response = await upload(alice, photo);
    const { _id } = await answerOf(response, 201);
    const answer = await server.client().api.files[':id'].$get({ param: { id: _id }, query: {} });
    const served = Buffer.from(await answer.arrayBuffer());
    const { width, height } = await sharp(served).metadata();
    expect([width, height]).toEqual([1920, 1440]);
  });
});

describe('the image queue', () => {
  it('answers 503 with Retry-After when the queue is full', async () => {
    const release = occupyWorker();
    try {
      // One waits its turn (the queue holds one); the next finds it full.
      const waiting = upload(bob, await makeJpeg());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(queue.stats).toEqual({ running: 1, waiting: 1 });
      const refused = await upload(alice, await makeJpeg());
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'The server is busy with other photos. Please try again in a moment.',
      );
      release();
      expect((await waiting).status).toBe(201);
    } finally {
      release();
    }
  });

  it("refuses a seller's uploads past its share with 429, while another seller's is served", async () => {
    const roomy = new ImageQueue({ workers: 1, maxWaiting: 10, perOwner: 2 });
    const own = await createTestServer({ deps: { images: roomy } });
    try {
      const carol = await own.signInAs('263777400003');
      const dave = await own.signInAs('263777400004');
      const send = (who: SignedIn, bytes: Buffer) => uploadPhoto(who, uploadForm(bytes));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      void roomy.run(() => held);
      const first = send(carol, await makeJpeg({ width: 60 }));
      const second = send(carol, await makeJpeg({ width: 61 }));
      const others = send(dave, await makeJpeg({ width: 63 }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(roomy.stats).toEqual({ running: 1, waiting: 3 });
      const third = await send(carol, await makeJpeg({ width: 62 }));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
      release();
      expect((await first).status).toBe(201);
      expect((await second).status).toBe(201);
      expect((await others).status).toBe(201);
      // Once hers are done, she may send again.
      expect((await send(carol, await makeJpeg({ width: 64 }))).status).toBe(201);
    } finally {
      await own.close();
    }
  });
});
