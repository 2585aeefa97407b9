/**
 * The backup archive's container: a POSIX ustar stream compressed with gzip, so `tar -tzf` and
 * `tar -xzf` open it without this program. Only what a backup holds: regular files whose names
 * fit the 100-byte name field, each smaller than 8 GiB.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 99) throw new Error(`Archive entry name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`Archive entry too large: ${name}`);
  const block = Buffer.alloc(BLOCK);
  nameBytes.copy(block, 0);
  const octal = (value: number, at: number, length: number) =>
    block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, at, length, 'ascii');
  octal(0o644, 100, 8); // mode
  octal(0, 108, 8); // uid
  octal(0, 116, 8); // gid
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write('0', 156, 1, 'ascii'); // a regular file
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/** Writes entries one after another into `out`, gzip-compressed; `finish` ends the archive. */
export class TarWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
    // Seen by `finish` (or the next write) rather than left unhandled.
    this.done.catch(() => undefined);
  }

  private async write(data: Buffer): Promise<void> {
    if (!this.gzip.write(data)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async add(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  /** The two empty blocks that end a tar stream, then the end of the gzip stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Collects a stream's chunks and hands out exact byte counts without copying them twice. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(count: number): Buffer {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = joined.length > count ? [joined.subarray(count)] : [];
    this.length -= count;
    return joined.subarray(0, count);
  }
}

const notAnArchive = (why: string) => new Error(`Not a backup archive (${why})`);

/** The entries of a gzip-compressed tar stream, in order. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const queue = new ByteQueue();
  let entry: { name: string; size: number } | null = null;
  let ended = false;
  const gunzip = input.pipe(createGunzip());
  input.on('error', (error) => gunzip.destroy(error));
  for await (const chunk of gunzip) {
    queue.push(chunk as Buffer);
    for (;;) {
      if (ended) break;
      if (!entry) {
        if (queue.length < BLOCK) break;
        const block = queue.take(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
        if (stored !== checksum(block)) throw notAnArchive('a header checksum does not match');
        const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        const size = parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim(), 8);
        if (!Number.isFinite(size)) throw notAnArchive(`entry ${name} has no size`);
        entry = { name, size };
      }
      const padded = Math.ceil(entry.size / BLOCK) * BLOCK;
      if (queue.length < padded) break;
      const data = Buffer.from(queue.take(padded).subarray(0, entry.size));
      const current = entry;
      entry = null;
      yield { name: current.name, data };
    }
  }
  if (!ended) throw notAnArchive('it ends early: the file is cut short');
}
