/**
 * Where uploaded images live. One interface, two stores: a folder on this machine (the embedded
 * default) and an S3-compatible bucket (several server processes share it). Every image is kept
 * as a few variants under one id; deleting the id deletes them all.
 */
/** The original (resized) image, its small WebP thumbnail, and the JPEG WhatsApp accepts. */
export const FILE_VARIANTS = ['original', 'thumbnail', 'whatsapp'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

export type FileVariants = { original: Buffer; thumbnail: Buffer } & Partial<
  Record<FileVariant, Buffer>
>;

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores every given variant; resolves once all of them can be read back from any process. */
  put(id: string, variants: FileVariants): Promise<void>;
  /** One variant, streamed; null when it is not there. */
  get(id: string, variant: FileVariant): Promise<StoredFile | null>;
  /** Removes every variant of the id; removing what is not there is not an error. */
  remove(id: string): Promise<void>;
  /** Throws when the store cannot be read or written (the health check). */
  check(): Promise<void>;
}

/**
 * The store cannot take more (a full or read-only disk, a disk quota, a bucket out of space or
 * over its quota): answered 507, and nothing of the photo is left behind.
 */
export class StorageFullError extends Error {
  constructor(readonly reason: string) {
    super(`The photo store is out of space or read-only (${reason})`);
    this.name = 'StorageFullError';
  }
}

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The name of one variant: `<id>`, `<id>.thumb`, `<id>.wa.jpg` (the names files had on disk). */
export function variantName(id: string, variant: FileVariant): string {
  if (!SAFE_ID.test(id)) throw new Error(`Unsafe file id ${id}`);
  if (variant === 'original') return id;
  return variant === 'thumbnail' ? `${id}.thumb` : `${id}.wa.jpg`;
}
