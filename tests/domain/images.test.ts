import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  checkImageFile,
  hasImageSignature,
  isCompressionInputError,
  remainingImageSlots,
} from '@/domain';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it.each([
    ['a JPEG', { type: 'image/jpeg', size: 2 * MB }, 0, null],
    ['a PNG', { type: 'image/png', size: MB }, 1, null],
    ['a WebP', { type: 'image/webp', size: MB }, 3, null],
    ['exactly 10 MB', { type: 'image/jpeg', size: 10485760 }, 0, null],
    ['a file with no type but a .jpg name', { type: '', size: MB, name: 'IMG_001.JPG' }, 0, null],
    ['a fifth file', { type: 'image/jpeg', size: MB }, 4, 'count'],
    ['a GIF', { type: 'image/gif', size: MB }, 0, 'type'],
    ['a HEIC photo', { type: 'image/heic', size: MB }, 0, 'type'],
    ['a PDF', { type: 'application/pdf', size: MB }, 0, 'type'],
    ['a file with no type and a .gif name', { type: '', size: MB, name: 'a.gif' }, 0, 'type'],
    ['one byte over 10 MB', { type: 'image/png', size: 10485761 }, 0, 'size'],
  ] as const)('%s', (_name, file, count, reason) => {
    const result = checkImageFile(file, count);
    if (reason === null) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, reason });
  });

  it("says 'Maximum 4 files allowed' for a fifth file", () => {
    expect(checkImageFile({ type: 'image/png', size: 1 }, 4)).toEqual({
      ok: false,
      reason: 'count',
      message: 'Maximum 4 files allowed',
    });
  });

  it('counts the remaining slots', () => {
    expect(remainingImageSlots(0)).toBe(4);
    expect(remainingImageSlots(3)).toBe(1);
    expect(remainingImageSlots(6)).toBe(0);
  });
});

describe('hasImageSignature', () => {
  const made = (format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .toFormat(format)
      .toBuffer();

  it.each(['jpeg', 'png', 'webp'] as const)(
    'knows a real %s by its first bytes',
    async (format) => {
      expect(hasImageSignature(new Uint8Array((await made(format)).subarray(0, 12)))).toBe(true);
    },
  );

  it('knows a text, a PDF, a RIFF that is not WebP or an empty file is none', () => {
    const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
    expect(hasImageSignature(bytes('Shopping list'))).toBe(false);
    expect(hasImageSignature(bytes('%PDF-1.7\n%'))).toBe(false);
    expect(hasImageSignature(bytes('RIFF\0\0\0\0WAVEfmt '))).toBe(false);
    expect(hasImageSignature(new Uint8Array(0))).toBe(false);
  });

  it("takes the spec's two compression input messages as ones a retry cannot help", () => {
    expect(isCompressionInputError('The file given is not an image')).toBe(true);
    expect(isCompressionInputError('The file given is not an instance of Blob or File')).toBe(true);
    expect(isCompressionInputError('Processing failed')).toBe(false);
  });
});
