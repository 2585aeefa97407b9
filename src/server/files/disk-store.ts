/** Images in a folder on this machine, written atomically (the embedded default). */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_VARIANTS, variantName, type FileStore, type FileVariant } from './store';
import type { FileVariants, StoredFile } from './store';

export class DiskFileStore implements FileStore {
  readonly kind = 'disk';

  constructor(readonly dir: string) {}

  private path(id: string, variant: FileVariant): string {
    return join(this.dir, variantName(id, variant));
  }

  async put(id: string, variants: FileVariants): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await Promise.all(
      FILE_VARIANTS.map((variant) => {
        const data = variants[variant];
        return data ? this.writeDurably(this.path(id, variant), data) : undefined;
      }),
    );
  }

  /** Written, flushed, then renamed into place: a reader never sees half a file. */
  private async writeDurably(path: string, data: Buffer): Promise<void> {
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    const handle = await open(temporary, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  }

  async get(id: string, variant: FileVariant): Promise<StoredFile | null> {
    const path = this.path(id, variant);
    try {
      const { size } = await stat(path);
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { body, size };
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    await Promise.all(FILE_VARIANTS.map((variant) => rm(this.path(id, variant), { force: true })));
  }

  /** Writes and removes a probe file of its own: checks running at once never share one. */
  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const probe = join(this.dir, `.health.${randomUUID()}`);
    await writeFile(probe, 'ok');
    await unlink(probe);
  }
}
