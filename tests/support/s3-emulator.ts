/**
 * An S3-compatible server in this process (s3rver, files in a temporary folder), so the bucket
 * store and several server processes can be tested against real S3 requests with no network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Emulator {
  endpoint: string;
  bucket: string;
  /** What a server process needs in its environment to use the bucket. */
  env: Record<string, string>;
  /** An outage: the store stops answering (connections refused) until `restore`. */
  outage(): Promise<void>;
  /** The store back on the same address, with what it held. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Emulator(bucket = 'photos'): Promise<S3Emulator> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const open = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
  let server: S3rver | null = open(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    outage: async () => {
      await server?.close();
      server = null;
    },
    restore: async () => {
      if (server) return;
      server = open(port);
      await server.run();
    },
    close: async () => {
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
