import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithSellers } from '../../support/signed-in-server';
import {
  answerOf,
  createListing,
  sampleListing,
  uploadPhoto,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { makeJpeg, makePng, makeWebp, uploadForm } from '../images';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263774444444', '263775555555']));
});
afterAll(() => server.close());

const upload = uploadPhoto;

const uploadOk = async (who: SignedIn, bytes?: Buffer) => {
  const response = await upload(who, uploadForm(bytes ?? (await makeJpeg())));
  return (await answerOf(response, 201))._id;
};

/** A photo as anyone fetches it (WhatsApp included: no session). */
const photo = (
  id: string,
  query: { thumbnail?: string } = {},
  headers: Record<string, string> = {},
) => server.client().api.files[':id'].$get({ param: { id }, query }, { headers });

/** A listing of alice's showing these images (201), or the refusal. */
const createWith = (images: string[]) =>
  alice.client.api.listings.$post({ header: {}, json: sampleListing({ images }) });

describe('file upload', () => {
  it('stores a JPEG and serves it with a five-minute cache, an ETag and nosniff', async () => {
    const id = await uploadOk(alice);
    const response = await photo(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    const cached = await photo(id, {}, { 'If-None-Match': etag ?? '' });
    expect(cached.status).toBe(304);
  });

  it('accepts a PNG behind a .jpg name, judging by the bytes', async () => {
    const response = await upload(alice, uploadForm(await makePng(), 'holiday.jpg', 'image/jpeg'));
    const { _id } = await answerOf(response, 201);
    const served = await photo(_id);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('accepts WebP', async () => {
    const response = await upload(alice, uploadForm(await makeWebp(), 'a.webp', 'image/webp'));
    expect(response.status).toBe(201);
  });

  it('refuses a text file behind a .jpg name with 415', async () => {
    const response = await upload(alice, uploadForm('hello, I am not a photo', 'photo.jpg'));
    expect((await answerOf(response, 415)).message).toMatch(/JPEG, PNG or WebP/);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10_485_761, 0);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const response = await upload(alice, uploadForm(big));
    expect(response.status).toBe(413);
  });

  it('stops reading a request body far over the limit with 413', async () => {
    const response = await upload(alice, uploadForm(Buffer.alloc(12 * 1024 * 1024, 0xff)));
    expect((await answerOf(response, 413)).message).toMatch(/too large/);
  });

  it('refuses a damaged image that only starts like a JPEG', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await upload(alice, uploadForm(bytes));
    expect(response.status).toBe(422);
  });

  it('refuses a body that is not multipart, and a form without the file field', async () => {
    // Raw: the typed client sends the upload only as a form.
    const json = await server.request('/api/files/upload', {
      method: 'POST',
      token: alice.token,
      body: { file: 'x' },
    });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    expect((await upload(alice, form)).status).toBe(400);
  });

  it('removes the GPS position and all EXIF of a phone photo', async () => {
    const original = await makeJpeg({ gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await uploadOk(alice, original);
    const served = Buffer.from(await (await photo(id)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('scales a large photo down to 1920 px and serves a small thumbnail', async () => {
    const id = await uploadOk(alice, await makeJpeg({ width: 2600, height: 1300 }));
    const main = await sharp(Buffer.from(await (await photo(id)).arrayBuffer())).metadata();
    expect([main.width, main.height]).toEqual([1920, 960]);
    const response = await photo(id, { thumbnail: '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).not.toBe((await photo(id)).headers.get('etag'));
    const thumb = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(320);
  });

  it('asks for a session to upload', async () => {
    const response = await server
      .client()
      .api.files.upload.$post({}, { init: { body: uploadForm(await makeJpeg()) } });
    expect(response.status).toBe(401);
  });

  it('answers 404 for an unknown file', async () => {
    expect((await photo('00000000-0000-0000-0000-000000000000')).status).toBe(404);
    // Raw: an encoded path no client would build.
    expect((await server.request('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('file delete', () => {
  it('lets only the uploader delete a file', async () => {
    const id = await uploadOk(alice);
    const remove = (who: SignedIn) => who.client.api.files[':id'].$delete({ param: { id } });
    expect(await answerOf(await remove(bob), 404)).toEqual({ message: 'File not found.' });
    expect(await answerOf(await remove(alice), 200)).toEqual({ _id: id, deleted: true });
    expect((await photo(id)).status).toBe(404);
  });

  it('takes a deleted image out of the listing that showed it', async () => {
    const [first, second] = [await uploadOk(alice), await uploadOk(alice)];
    const listing = await createListing(alice, sampleListing({ images: [first, second] }));
    const removed = await alice.client.api.files[':id'].$delete({ param: { id: first } });
    expect(removed.status).toBe(200);
    const after = await alice.client.api.listings[':id'].$get({ param: { id: listing._id } });
    expect((await answerOf(after, 200)).images).toEqual([second]);
  });
});

describe('listing images', () => {
  it('keeps the images in order and refuses a fifth', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await uploadOk(alice));
    const listing = await answerOf(await createWith(ids.slice(0, 4)), 201);
    expect(listing.images).toEqual(ids.slice(0, 4));

    expect((await answerOf(await createWith(ids), 422)).message).toMatch(/Maximum 4 files/);

    const patched = await alice.client.api.listings[':id'].$patch({
      param: { id: listing._id },
      json: { _id: listing._id, listing: sampleListing({ images: ids }) },
    });
    expect(patched.status).toBe(422);
  });

  it('refuses another seller’s image', async () => {
    const bobs = await uploadOk(bob);
    expect((await createWith([bobs])).status).toBe(422);
  });

  it('refuses an image already shown by another listing', async () => {
    const id = await uploadOk(alice);
    expect((await createWith([id])).status).toBe(201);
    expect((await createWith([id])).status).toBe(422);
  });

  it('deletes a listing’s images with it', async () => {
    const id = await uploadOk(alice);
    const { _id } = await createListing(alice, sampleListing({ images: [id] }));
    const removed = await alice.client.api.listings[':id'].$delete({ param: { id: _id } });
    expect(removed.status).toBe(200);
    expect((await photo(id)).status).toBe(404);
  });
});
