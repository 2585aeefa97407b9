import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MATCH_DISTANCE, hashDistance, photoHash } from '@/server/moderation/photo-hash';
import { makePhoto } from '../photos';

describe('the photo hash', () => {
  it('matches a re-encoded, resized or slightly cropped copy, and not another photo', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => makePhoto(seed)));
    const original = photos[0]!;
    const hash = await photoHash(original);

    const reencoded = await sharp(original).jpeg({ quality: 55 }).toBuffer();
    const asWebp = await sharp(original).webp({ quality: 70 }).toBuffer();
    const resized = await sharp(original).resize(480).jpeg({ quality: 75 }).toBuffer();
    const cropped = await sharp(original)
      .extract({ left: 48, top: 36, width: 1104, height: 828 })
      .jpeg()
      .toBuffer();
    const brighter = await sharp(original).modulate({ brightness: 1.15 }).jpeg().toBuffer();

    const copies = {
      reencoded: hashDistance(hash, await photoHash(reencoded)),
      asWebp: hashDistance(hash, await photoHash(asWebp)),
      resized: hashDistance(hash, await photoHash(resized)),
      cropped: hashDistance(hash, await photoHash(cropped)),
      brighter: hashDistance(hash, await photoHash(brighter)),
    };
    for (const distance of Object.values(copies)) {
      expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_DISTANCE);
    }

    const others = await Promise.all(photos.slice(1).map(photoHash));
    const distances = others.map((other) => hashDistance(hash, other));
    for (const distance of distances) expect(distance).toBeGreaterThan(PHOTO_MATCH_DISTANCE);
  });

  it('is the same for the same bytes and counts differing bits', async () => {
    const photo = await makePhoto(7, 300, 200);
    expect(await photoHash(photo)).toBe(await photoHash(photo));
    expect(hashDistance(0n, -1n)).toBe(64);
    expect(hashDistance(5n, 6n)).toBe(2);
  });
});
