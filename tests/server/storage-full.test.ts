/**
 * A photo store that cannot take more: a disk answering ENOSPC, EROFS or EDQUOT (injected at the
 * store's file system boundary, and on a real tiny tmpfs when the tests run as root and may
 * mount one), and a bucket answering 507, make an upload answer 507 with the error's code and a
 * message for the seller, leave no partial or temporary file and no row, and the same photo is
 * taken once space returns.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_CODE, STORAGE_FULL_MESSAGE } from '@/domain';
import { files } from '@/server/db/schema';
import { DiskFileStore, type DiskFs } from '@/server/files/disk-store';
import { S3FileStore } from '@/server/files/s3-store';
import { StorageFullError, type FileStore } from '@/server/files/store';
import { createTestServer, uploadPhoto, type SignedIn, type TestServer } from './helpers';
import { makeJpeg, uploadForm } from './images';
import { sendSlice } from './slices';

/** A file system that fails writes with `code` while `failing` is set, after writing half. */
function fullDisk(code: string): { fs: DiskFs; failing: boolean } {
  const disk = { failing: true, fs: nodeFs as DiskFs };
  disk.fs = {
    ...nodeFs,
    writeFile: (async (path: string, data: Buffer) => {
      if (!disk.failing) return nodeFs.writeFile(path, data);
      // A full disk takes part of the file before it refuses.
      await nodeFs.writeFile(path, data.subarray(0, Math.floor(data.length / 2)));
      throw Object.assign(new Error(`${code}: injected, write '${path}'`), { code });
    }) as DiskFs['writeFile'],
  };
  return disk;
}

async function serverWith(store: FileStore): Promise<{ server: TestServer; seller: SignedIn }> {
  const server = await createTestServer({ deps: { files: store } });
  return { server, seller: await server.signInAs('263776600001') };
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(507);
  expect(await response.json()).toEqual({
    message: STORAGE_FULL_MESSAGE,
    code: STORAGE_FULL_CODE,
  });
}

const listed = (dir: string) => readdirSync(dir, { recursive: true }).map(String);

describe.each(['ENOSPC', 'EROFS', 'EDQUOT'])('a disk answering %s', (code) => {
  let server: TestServer;
  let seller: SignedIn;
  let dir: string;
  const disk = fullDisk(code);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    ({ server, seller } = await serverWith(new DiskFileStore(dir, disk.fs)));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers an upload 507, keeps nothing, and takes the photo once space returns', async () => {
    disk.failing = true;
    const photo = await makeJpeg({ width: 400, height: 300 });
    await expectRefused(await uploadPhoto(seller, uploadForm(photo)));
    expect(listed(dir)).toEqual([]);
    expect(await server.db.select().from(files).where(eq(files.ownerId, seller.user._id))).toEqual(
      [],
    );

    disk.failing = false;
    const taken = await uploadPhoto(seller, uploadForm(photo));
    expect(taken.status).toBe(201);
    const { _id } = (await taken.json()) as { _id: string };
    expect(listed(dir).sort()).toEqual([_id, `${_id}.thumb`].sort());
  });

  it('answers the last slice 507 and keeps the slices, so the photo completes later', async () => {
    disk.failing = true;
    const photo = await makeJpeg({ width: 300, height: 200 });
    const key = `full-${code}`;
    const half = Math.floor(photo.length / 2);
    const first = await sendSlice(server, seller, key, {
      offset: 0,
      length: photo.length,
      body: photo.subarray(0, half),
    });
    expect(first.status).toBe(200);
    const last = { offset: half, length: photo.length, body: photo.subarray(half) };
    await expectRefused(await sendSlice(server, seller, key, last));
    expect(listed(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    disk.failing = false;
    expect((await sendSlice(server, seller, key, last)).status).toBe(201);
  });
});

/** Whether this process may mount a tmpfs (root, and a kernel that lets it). */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

// A real full and a real read-only disk where the machine allows it (CI runs as root).
describe.each(canMountTmpfs() ? ['a real tmpfs'] : [])('%s of 256 KB', () => {
  let server: TestServer;
  let seller: SignedIn;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tiny-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
    ({ server, seller } = await serverWith(new DiskFileStore(join(dir, 'files'))));
  });
  afterAll(async () => {
    await server.close();
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 507 when it is full and when it is read-only, leaving nothing behind', async () => {
    const photo = await makeJpeg({ width: 400, height: 300 });
    // Filled to within a few KB: the photo does not fit.
    const filler = join(dir, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(256 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    await expectRefused(await uploadPhoto(seller, uploadForm(photo)));
    expect(listed(join(dir, 'files'))).toEqual([]);

    rmSync(filler);
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    try {
      await expectRefused(await uploadPhoto(seller, uploadForm(photo)));
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', dir]);
    }
    expect(listed(join(dir, 'files'))).toEqual([]);
    expect((await uploadPhoto(seller, uploadForm(photo))).status).toBe(201);
  });
});

/**
 * An S3-compatible server whose disks are full, as MinIO answers: every PUT is refused with 507
 * and `XMinioStorageFull`; DELETEs are recorded.
 */
async function fullBucket(): Promise<{ endpoint: string; deleted: string[]; close: () => void }> {
  const deleted: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'DELETE') {
        deleted.push(new URL(req.url ?? '/', 'http://bucket').pathname);
        res.writeHead(204).end();
        return;
      }
      res.writeHead(507, { 'Content-Type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
          '<Message>Storage backend has reached its minimum free drive threshold.</Message>' +
          `<Resource>${req.url}</Resource><RequestId>1</RequestId></Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, deleted, close: () => server.close() };
}

describe('a bucket out of space', () => {
  it('answers an upload 507 and removes what the upload had stored', async () => {
    const bucket = await fullBucket();
    const store = new S3FileStore({
      bucket: 'photos',
      endpoint: bucket.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    await expect(
      store.put('photo-1', { original: Buffer.from('a'), thumbnail: Buffer.from('b') }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(bucket.deleted.sort()).toEqual(
      ['/photos/photo-1', '/photos/photo-1.thumb', '/photos/photo-1.wa.jpg'].sort(),
    );

    const { server, seller } = await serverWith(store);
    try {
      await expectRefused(await uploadPhoto(seller, uploadForm(await makeJpeg())));
    } finally {
      await server.close();
      store.destroy();
      bucket.close();
    }
  });
});
