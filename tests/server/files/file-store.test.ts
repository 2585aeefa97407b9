/**
 * One contract for every image store: the folder on disk and an S3-compatible bucket (s3rver,
 * started here) behave the same to the routes that use them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '@/server/files/create-store';
import { DiskFileStore } from '@/server/files/disk-store';
import { S3FileStore } from '@/server/files/s3-store';
import type { FileStore, StoredFile } from '@/server/files/store';
import { parseEnv } from '@/server/env';
import { startS3Emulator, type S3Emulator } from '../../support/s3-emulator';

async function bytesOf(file: StoredFile | null): Promise<Buffer | null> {
  if (!file) return null;
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(70_000, 7)]);
const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 small thumbnail');
const whatsapp = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(900, 3)]);

interface Subject {
  /** A store, and a second one on the same place standing for another process. */
  open(): { store: FileStore; other: FileStore };
  broken(): FileStore;
}

function contract(name: string, subject: () => Subject) {
  describe(`${name} file store`, () => {
    it('gives back each stored variant, byte for byte, from another instance too', async () => {
      const { store, other } = subject().open();
      await store.put('a1', { original: jpeg, thumbnail: webp, whatsapp });
      for (const reader of [store, other]) {
        const original = await reader.get('a1', 'original');
        expect(original?.size).toBe(jpeg.length);
        expect((await bytesOf(original))?.equals(jpeg)).toBe(true);
        expect((await bytesOf(await reader.get('a1', 'thumbnail')))?.equals(webp)).toBe(true);
        expect((await bytesOf(await reader.get('a1', 'whatsapp')))?.equals(whatsapp)).toBe(true);
      }
    });

    it('answers null for a missing id or a variant never stored', async () => {
      const { store } = subject().open();
      await store.put('b1', { original: jpeg, thumbnail: webp });
      expect(await store.get('b1', 'whatsapp')).toBeNull();
      expect(await store.get('nothing-here', 'original')).toBeNull();
    });

    it('removes every variant of an id, and removing twice is fine', async () => {
      const { store, other } = subject().open();
      await store.put('c1', { original: jpeg, thumbnail: webp, whatsapp });
      await store.put('c2', { original: jpeg, thumbnail: webp });
      await other.remove('c1');
      await store.remove('c1');
      for (const variant of ['original', 'thumbnail', 'whatsapp'] as const) {
        expect(await store.get('c1', variant)).toBeNull();
      }
      expect((await bytesOf(await store.get('c2', 'original')))?.equals(jpeg)).toBe(true);
    });

    it('refuses ids that could name another object', async () => {
      const { store } = subject().open();
      await expect(store.put('../x', { original: jpeg, thumbnail: webp })).rejects.toThrow(
        /Unsafe file id/,
      );
      await expect(store.get('a/b', 'original')).rejects.toThrow(/Unsafe file id/);
    });

    it('passes its readiness check, and a store it cannot reach fails it', async () => {
      await subject().open().store.check();
      await expect(subject().broken().check()).rejects.toThrow();
    });
  });
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

contract('disk', () => ({
  open: () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-store-'));
    folders.push(dir);
    return { store: new DiskFileStore(dir), other: new DiskFileStore(dir) };
  },
  // A folder inside a regular file can never be created.
  broken: () => new DiskFileStore(join('/dev/null', 'files')),
}));

let emulator: S3Emulator;
beforeAll(async () => {
  emulator = await startS3Emulator();
});
afterAll(() => emulator.close());

contract('S3', () => ({
  open: () => {
    const env = parseEnv(emulator.env);
    return { store: createFileStore(env), other: createFileStore(env) };
  },
  broken: () =>
    new S3FileStore({
      bucket: 'no-such-bucket',
      endpoint: emulator.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
}));

describe('choosing the store', () => {
  it('uses the folder unless S3_BUCKET is set, and refuses half a key pair', () => {
    expect(createFileStore(parseEnv({ DATA_DIR: '/tmp/x' })).kind).toBe('disk');
    expect(createFileStore(parseEnv(emulator.env)).kind).toBe('s3');
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-this' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
