import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from './helpers';
import { makeJpeg, makePng, makeWebp, uploadForm } from './images';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  alice = await server.signInAs('263774444444');
  bob = await server.signInAs('263775555555');
});
afterAll(() => server.close());

const upload = (who: SignedIn, form: FormData, headers: Record<string, string> = {}) =>
  server.request('/api/files/upload', { method: 'POST', token: who.token, body: form, headers });

const uploadOk = async (who: SignedIn, bytes?: Buffer) => {
  const response = await upload(who, uploadForm(bytes ?? (await makeJpeg())));
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
};

describe('file upload', () => {
  it('stores a JPEG and serves it with an immutable cache, an ETag and nosniff', async () => {
    const id = await uploadOk(alice);
    const response = await server.request(`/api/files/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    const cached = await server.request(`/api/files/${id}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(cached.status).toBe(304);
  });

  it('accepts a PNG behind a .jpg name, judging by the bytes', async () => {
    const response = await upload(alice, uploadForm(await makePng(), 'holiday.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    const served = await server.request(`/api/files/${_id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('accepts WebP', async () => {
    const response = await upload(alice, uploadForm(await makeWebp(), 'a.webp', 'image/webp'));
    expect(response.status).toBe(201);
  });

  it('refuses a text file behind a .jpg name with 415', async () => {
    const response = await upload(alice, uploadForm('hello, I am not a photo', 'photo.jpg'));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/JPEG, PNG or WebP/);
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
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('refuses a damaged image that only starts like a JPEG', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await upload(alice, uploadForm(bytes));
    expect(response.status).toBe(422);
  });

  it('refuses a body that is not multipart, and a form without the file field', async () => {
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
    const served = Buffer.from(await (await server.request(`/api/files/${id}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('scales a large photo down to 1920 px and serves a small thumbnail', async () => {
    const id = await uploadOk(alice, await makeJpeg({ width: 2600, height: 1300 }));
    const main = await sharp(
      Buffer.from(await (await server.request(`/api/files/${id}`)).arrayBuffer()),
    ).metadata();
    expect([main.width, main.height]).toEqual([1920, 960]);
    const response = await server.request(`/api/files/${id}?thumbnail=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).not.toBe(
      (await server.request(`/api/files/${id}`)).headers.get('etag'),
    );
    const thumb = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(320);
  });

  it('asks for a session to upload', async () => {
    const response = await server.request('/api/files/upload', {
      method: 'POST',
      body: uploadForm(await makeJpeg()),
    });
    expect(response.status).toBe(401);
  });

  it('answers 404 for an unknown file', async () => {
    expect((await server.request('/api/files/00000000-0000-0000-0000-000000000000')).status).toBe(
      404,
    );
    expect((await server.request('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('file delete', () => {
  it('lets only the uploader delete a file', async () => {
    const id = await uploadOk(alice);
    const byBob = await server.request(`/api/files/${id}`, { method: 'DELETE', token: bob.token });
    expect(byBob.status).toBe(404);
    expect(await byBob.json()).toEqual({ message: 'File not found.' });
    const byAlice = await server.request(`/api/files/${id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(byAlice.status).toBe(200);
    expect((await server.request(`/api/files/${id}`)).status).toBe(404);
  });

  it('takes a deleted image out of the listing that showed it', async () => {
    const [first, second] = [await uploadOk(alice), await uploadOk(alice)];
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: [first, second] }),
    });
    const listing = (await created.json()) as { _id: string };
    await server.request(`/api/files/${first}`, { method: 'DELETE', token: alice.token });
    const after = await server.request(`/api/listings/${listing._id}`, { token: alice.token });
    expect(((await after.json()) as { images: string[] }).images).toEqual([second]);
  });
});

describe('listing images', () => {
  it('keeps the images in order and refuses a fifth', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await uploadOk(alice));
    const four = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: ids.slice(0, 4) }),
    });
    expect(four.status).toBe(201);
    const listing = (await four.json()) as { _id: string; images: string[] };
    expect(listing.images).toEqual(ids.slice(0, 4));

    const five = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: ids }),
    });
    expect(five.status).toBe(422);
    expect(((await five.json()) as { message: string }).message).toMatch(/Maximum 4 files/);

    const patched = await server.request(`/api/listings/${listing._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: listing._id, listing: sampleListing({ images: ids }) },
    });
    expect(patched.status).toBe(422);
  });

  it('refuses another seller’s image', async () => {
    const bobs = await uploadOk(bob);
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: [bobs] }),
    });
    expect(response.status).toBe(422);
  });

  it('refuses an image already shown by another listing', async () => {
    const id = await uploadOk(alice);
    const first = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: [id] }),
    });
    expect(first.status).toBe(201);
    const second = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: [id] }),
    });
    expect(second.status).toBe(422);
  });

  it('deletes a listing’s images with it', async () => {
    const id = await uploadOk(alice);
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ images: [id] }),
    });
    const { _id } = (await created.json()) as { _id: string };
    await server.request(`/api/listings/${_id}`, { method: 'DELETE', token: alice.token });
    expect((await server.request(`/api/files/${id}`)).status).toBe(404);
  });
});
