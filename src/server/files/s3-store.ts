/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), shared by every server
 * process. Without keys the SDK's default credential chain applies (environment, profile, role).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MIME, sniffImage } from './sniff';
import {
  FILE_VARIANTS,
  StorageFullError,
  variantName,
  type FileStore,
  type FileVariant,
} from './store';
import type { FileVariants, StoredFile } from './store';

export interface S3StoreOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Prepended to every object name, so one bucket can hold several deployments. */
  prefix?: string;
}

const CONTENT_TYPE: Record<Exclude<FileVariant, 'original'>, string> = {
  thumbnail: 'image/webp',
  whatsapp: 'image/jpeg',
};

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/**
 * The store's answers for a bucket that cannot take more: 507 Insufficient Storage (MinIO's
 * `XMinioStorageFull` among them) and a bucket over its quota.
 */
const FULL_NAMES = new Set([
  'XMinioStorageFull',
  'XMinioAdminBucketQuotaExceeded',
  'QuotaExceeded',
  'InsufficientStorage',
]);

function isFull(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return FULL_NAMES.has(error.name) || error.$metadata.httpStatusCode === 507;
}

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      // MinIO, R2 and older gateways do not all check the newer CRC checksums: send them only
      // where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(id: string, variant: FileVariant): string {
    return `${this.options.prefix ?? ''}${variantName(id, variant)}`;
  }

  /**
   * Every variant or none: when one is refused, those stored by this call are removed. A bucket
   * out of space or over its quota is a StorageFullError.
   */
  async put(id: string, variants: FileVariants): Promise<void> {
    const results = await Promise.allSettled(
      FILE_VARIANTS.map(async (variant) => {
        const data = variants[variant];
        if (!data) return;
        const kind = variant === 'original' ? sniffImage(data) : null;
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: this.key(id, variant),
            Body: data,
            ContentLength: data.length,
            ContentType:
              variant === 'original'
                ? kind
                  ? MIME[kind]
                  : 'application/octet-stream'
                : CONTENT_TYPE[variant],
            // Object names are never reused for other bytes, but a photo stops being public when
            // its listing is taken down: the server's own lifetime, should the bucket be exposed.
            CacheControl: 'public, max-age=300, must-revalidate',
          }),
        );
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (!failed) return;
    await this.remove(id).catch(() => undefined);
    if (isFull(failed.reason)) throw new StorageFullError(String(failed.reason.name));
    throw failed.reason;
  }

  async get(id: string, variant: FileVariant): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(id, variant) }),
      );
      if (!answer.Body) return null;
      return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A short-lived address the browser can fetch the object from directly. */
  presignedUrl(id: string, variant: FileVariant, expiresInSeconds = 300): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(id, variant) }),
      { expiresIn: expiresInSeconds },
    );
  }

  async remove(id: string): Promise<void> {
    await Promise.all(
      FILE_VARIANTS.map((variant) =>
        this.client.send(
          new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(id, variant) }),
        ),
      ),
    );
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
