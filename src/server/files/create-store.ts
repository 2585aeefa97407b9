/** Chooses the file store from the configuration. */
import { join } from 'node:path';
import type { Env } from '@/server/env';
import { DiskFileStore } from './disk-store';
import { S3FileStore } from './s3-store';
import type { FileStore } from './store';

/** The bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStore(env: Env, filesDir = join(env.DATA_DIR, 'files')): FileStore {
  if (!env.S3_BUCKET) return new DiskFileStore(filesDir);
  return new S3FileStore({
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
