/**
 * `npm run backup -- [file or folder]` and `npm run restore -- <archive> [--force]`, for the
 * deployment the environment configures (the same DATA_DIR, DATABASE_URL and S3_* settings as
 * the server). See the README's "Backups" section.
 */
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '@/server/db/client';
import { loadEnvOrExit, type Env } from '@/server/env';
import { createFileStore } from '@/server/files/create-store';
import { verifyArchive, type BackupManifest } from './archive';
import { productVersion, writeBackup } from './backup';
import { BACKUP_SOCKET, requestLiveBackup } from './live';
import { restoreBackup } from './restore';

function openConfigured(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 2 })
    : openDatabase({ kind: 'pglite', dataDir: join(resolve(env.DATA_DIR), 'pglite') });
}

/** Whether a server answers on the data folder's backup socket. */
function serverRunning(socketPath: string): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.end();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function targetFile(argument: string | undefined): string {
  const name = `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  if (!argument) return resolve(name);
  const path = resolve(argument);
  return existsSync(path) && statSync(path).isDirectory() ? join(path, name) : path;
}

async function backup(env: Env, argument: string | undefined): Promise<void> {
  const started = Date.now();
  const file = targetFile(argument);
  const partial = `${file}.partial`;
  const dataDir = resolve(env.DATA_DIR);
  let how = 'PostgreSQL snapshot';
  try {
    let live = false;
    if (!env.DATABASE_URL) {
      live = await requestLiveBackup(join(dataDir, BACKUP_SOCKET), partial);
      how = live ? 'taken by the running server' : 'server stopped';
      if (!live && !existsSync(join(dataDir, 'pglite'))) {
        throw new Error(`No embedded database in ${join(dataDir, 'pglite')}: check DATA_DIR`);
      }
    }
    if (!live) {
      const database = await openConfigured(env);
      try {
        const files = createFileStore(env, join(dataDir, 'files'));
        await writeBackup(database, files, createWriteStream(partial), {
          product: productVersion(),
        });
      } finally {
        await database.close();
      }
    }
    const manifest = await verifyArchive(partial);
    renameSync(partial, file);
    report(file, manifest, how, started);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

function report(file: string, manifest: BackupManifest, how: string, started: number): void {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const photos = Object.keys(manifest.photos).length;
  console.log(
    `Backup written: ${file} (${megabytes(statSync(file).size)}; ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables, ${photos} photos; schema ` +
      `${manifest.schemaVersion}; the data as of ${manifest.createdAt}, ${how}) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (manifest.missingPhotos.length > 0) {
    console.warn(
      `Warning: ${manifest.missingPhotos.length} photos were removed while the backup ran ` +
        `(their rows are in it, their images are not): ${manifest.missingPhotos.join(', ')}`,
    );
  }
}

async function restore(env: Env, args: string[]): Promise<void> {
  const force = args.includes('--force');
  const archive = args.find((arg) => !arg.startsWith('--'));
  if (!archive) throw new Error('Usage: npm run restore -- <archive> [--force]');
  const started = Date.now();
  const dataDir = resolve(env.DATA_DIR);
  if (!env.DATABASE_URL && (await serverRunning(join(dataDir, BACKUP_SOCKET)))) {
    throw new Error(`A server is running on ${dataDir}: stop it, then restore.`);
  }
  const database = await openConfigured(env);
  try {
    const files = createFileStore(env, join(dataDir, 'files'));
    const manifest = await restoreBackup(database, files, resolve(archive), { force });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows and ${Object.keys(manifest.photos).length} photos from ` +
        `${manifest.createdAt} (schema ${manifest.schemaVersion}) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s. Start the server: it applies the ` +
        'migrations newer than the archive.',
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnvOrExit();
  if (command === 'backup')
    await backup(
      env,
      args.find((arg) => !arg.startsWith('--')),
    );
  else if (command === 'restore') await restore(env, args);
  else throw new Error('Usage: cli.ts backup [file or folder] | restore <archive> [--force]');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
