/** Images on local disk: `<dir>/<id>` and `<dir>/<id>.thumb`, written atomically. */
import { mkdir, readFile, rename, rm, writeFile, open } from 'node:fs/promises';
import { join } from 'node:path';

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

export class FileStore {
  constructor(readonly dir: string) {}

  private path(id: string, thumbnail: boolean): string {
    if (!SAFE_ID.test(id)) throw new Error(`Unsafe file id ${id}`);
    return join(this.dir, thumbnail ? `${id}.thumb` : id);
  }

  async put(id: string, main: Buffer, thumbnail: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await Promise.all([
      this.writeDurably(this.path(id, false), main),
      this.writeDurably(this.path(id, true), thumbnail),
    ]);
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

  async get(id: string, thumbnail: boolean): Promise<Buffer | null> {
    try {
      return await readFile(this.path(id, thumbnail));
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    await Promise.all([
      rm(this.path(id, false), { force: true }),
      rm(this.path(id, true), { force: true }),
    ]);
  }
}
