/**
 * Photos follow their listing: `GET /api/files/{id}` answers a photo of a hidden or held listing
 * to its seller and admins only, a suspended seller's photo to admins only, 404 to anyone else
 * (a revalidation included); public photos carry a five-minute lifetime, not a year.
 */
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../photos';
import { useModerationServer } from './moderation-support';

const harness = useModerationServer('2637718');
const { nextSeller, upload, create, moderate, photoAs } = harness;

describe('photos follow their listing', () => {
  it('a hidden or held listing answers its seller and admins only; a suspended seller admins only', async () => {
    const seller = await nextSeller();
    const photo = await upload(seller, await makePhoto(4831, 640, 480));
    const listing = await create(seller, { title: 'Mazda Demio 2010', images: [photo] });
    const open = await photoAs(photo);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const etag = open.headers.get('etag') ?? '';

    expect((await moderate(listing._id, 'hide', 'Stolen car')).status).toBe(200);
    const stranger = await photoAs(photo);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get('cache-control')).toBe('no-store');
    // A cache asking again with the ETag it holds is refused too, never told "not modified".
    const revalidated = await harness.server.request(`/api/files/${photo}?thumbnail=1`, {
      headers: { 'If-None-Match': `${etag.slice(0, -1)}-t"` },
    });
    expect(revalidated.status).toBe(404);
    const owner = await photoAs(photo, seller.token);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-cache');
    expect((await photoAs(photo, harness.admin.token)).status).toBe(200);
    const other = await nextSeller();
    expect((await photoAs(photo, other.token)).status).toBe(404);

    // Held by the screening: the same.
    const heldPhoto = await upload(seller, await makePhoto(832, 640, 480));
    const held = await create(seller, {
      title: 'Cocaine for sale',
      description: 'Pure.',
      images: [heldPhoto],
    });
    expect(held.moderation?.state).toBe('in_review');
    expect((await photoAs(heldPhoto)).status).toBe(404);
    expect((await photoAs(heldPhoto, seller.token)).status).toBe(200);

    // A suspended seller's photos: admins only.
    const shown = await upload(seller, await makePhoto(6833, 640, 480));
    await create(seller, { title: 'Mazda Demio 2011', images: [shown] });
    expect((await photoAs(shown)).status).toBe(200);
    const suspended = await harness.server.request(
      `/api/admin/sellers/${seller.user._id}/suspension`,
      {
        method: 'POST',
        token: harness.admin.token,
        body: { reason: 'Stolen cars' },
      },
    );
    expect(suspended.status).toBe(200);
    expect((await photoAs(shown)).status).toBe(404);
    expect((await photoAs(shown, harness.admin.token)).status).toBe(200);
  });
});
