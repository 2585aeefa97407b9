/** Images in a folder on this machine, written atomically (the embedded default). */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  FILE_VARIANTS,
  StorageFullError,
  variantName,
  type FileStore,
  type FileVariant,
} from './store';
import type { FileVariants, StoredFile } from './store';

/** The file system calls the store makes (a test may give its own, failing as a full disk). */
export type DiskFs = Pick<typeof nodeFs, 'mkdir' | 'open' | 'rename' | 'rm' | 'stat' | 'writeFile'>;

export class DiskFileStore implements FileStore {
  readonly kind = 'disk';

  constructor(
    readonly dir: string,
    private readonly fs: DiskFs = nodeFs,
  ) {}

  private path(id: string, variant: FileVariant): string {
    return join(this.dir, variantName(id, variant));
  }

  /**
   * Every variant or none: when one cannot be written, the others written by this call and every
   * temporary file are removed. A full or read-only disk (ENOSPC, EROFS, EDQUOT) is a
   * StorageFullError.
   */
  async put(id: string, variants: FileVariants): Promise<void> {
    const written = FILE_VARIANTS.filter((variant) => variants[variant]);
    try {
      await this.fs.mkdir(this.dir, { recursive: true });
      const results = await Promise.allSettled(
        written.map((variant) => this.writeDurably(this.path(id, variant), variants[variant]!)),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      await Promise.all(
        written.map((variant) =>
          this.fs.rm(this.path(id, variant), { force: true }).catch(() => undefined),
        ),
      );
      const code = errorCode(error);
      if (code && FULL_CODES.has(code)) throw new StorageFullError(code);
      throw error;
    }
  }

  /**
   * Written, flushed, then renamed into place: a reader never sees half a file. A write that
   * fails removes its temporary file (a full disk leaves no partial files behind).
   */
  private async writeDurably(path: string, data: Buffer): Promise<void> {
    const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await this.fs.writeFile(temporary, data);
      const handle = await this.fs.open(temporary, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.fs.rename(temporary, path);
    } catch (error) {
      await this.fs.rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async get(id: string, variant: FileVariant): Promise<StoredFile | null> {
    const path = this.path(id, variant);
    try {
      const { size } = await this.fs.stat(path);
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { body, size };
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    await Promise.all(
      FILE_VARIANTS.map((variant) => this.fs.rm(this.path(id, variant), { force: true })),
    );
  }

  /** Writes and removes a probe file of its own: checks running at once never share one. */
  async check(): Promise<void> {
    await this.fs.mkdir(this.dir, { recursive: true });
    const probe = join(this.dir, `.health.${randomUUID()}`);
    try {
      await this.fs.writeFile(probe, 'ok');
    } finally {
      await this.fs.rm(probe, { force: true });
    }
  }
}

/** The file system's answers for a disk that cannot take more. */
const FULL_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT']);

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}
