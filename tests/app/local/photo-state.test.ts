/**
 * A photo's compression outcome is recorded in its seller's database even when the session ended
 * meanwhile (sign-out, or a 401): otherwise the photo would stay 'compressing' for good, holding
 * up that seller's Submit when they sign in again, with nothing to retry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { addPhoto, markPhotoFailed, setPhotoProgress } from '@/app/local/photos-repo';
import { signIn, signOut } from '@/app/local/session';

afterEach(() => localStorage.clear());

describe("a photo's compression", () => {
  it('records its progress and failure after the seller was signed out', async () => {
    signIn({ _id: 'seller-photo', phone: '263771000010' }, 'token-photo');
    const id = await addPhoto('seller-photo', 'draft-1', {
      name: 'car.jpg',
      type: 'image/jpeg',
      size: 1000,
    });

    signOut();
    await setPhotoProgress('seller-photo', id, 40);
    expect((await dbFor('seller-photo').photos.get(id))?.progress).toBe(40);
    await markPhotoFailed('seller-photo', id, 'Processing failed');

    const photo = await dbFor('seller-photo').photos.get(id);
    expect(photo?.status).toBe('failed');
    expect(photo?.error).toBe('Processing failed');
  });
});
