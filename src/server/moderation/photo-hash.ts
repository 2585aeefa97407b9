/**
 * A photo's perceptual hash (dHash): the image in grey, shrunk to 9 x 8 pixels, and one bit per
 * pair of neighbours in a row (is the left one brighter?). Re-encoding, resizing, a light
 * crop or a change of brightness leave most of the 64 bits as they were; another photo
 * differs in about half of them. Two photos whose hashes differ in at most
 * PHOTO_MATCH_DISTANCE bits are taken for the same photo.
 */
import sharp from 'sharp';

/**
 * Measured on generated photo-like images, 800 x 600 (tests/server/moderation/photo-hash.test.ts): a
 * re-encoded JPEG or WebP differs by 0 to 2 bits, a resized copy by 0, a copy cropped by 3% on
 * each side by 1 to 4 and by 5% by 2 to 6 (8%: up to 13). Unrelated images differ by 29 bits
 * on average and never fewer than 10 in 120 pairs (the generated images share a gradient, so
 * real photos lie further apart). 8 keeps re-encoded, resized and lightly cropped copies and
 * stays below every unrelated pair; a heavier crop is not caught.
 */
export const PHOTO_MATCH_DISTANCE = 8;

/** The 64-bit dHash as a signed bigint (the database's bigint), from any image sharp reads. */
export async function photoHash(input: Buffer): Promise<bigint> {
  const pixels = await sharp(input, { failOn: 'none' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x]!;
      const right = pixels[y * 9 + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hashDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
