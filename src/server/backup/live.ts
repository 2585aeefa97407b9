/**
 * Backups of a running server on the embedded database. PGlite is opened by one process only,
 * so `npm run backup` cannot open it beside the server: the server answers backups itself on a
 * Unix socket in DATA_DIR (backup.sock, readable and writable by the server's user only, so
 * whoever can use it could read the data folder anyway). Nothing is exposed on the network.
 */
import { chmodSync, createWriteStream, rmSync } from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { log } from '@/server/logger';

export const BACKUP_SOCKET = 'backup.sock';
const BACKUP_PATH = '/backup';

/**
 * Listens on `socketPath`; each POST /backup streams an archive written by `write`. A backup
 * that fails half way ends the connection early: the client's archive is then cut short, which
 * it detects (no manifest).
 */
export function serveLiveBackups(
  socketPath: string,
  write: (out: Writable) => Promise<unknown>,
): Promise<Server> {
  // A socket file left by a process that died: nothing answers it any more.
  rmSync(socketPath, { force: true });
  let running = false;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    if (running) {
      res.writeHead(409, { 'Content-Type': 'text/plain' }).end('A backup is already running\n');
      return;
    }
    running = true;
    res.writeHead(200, { 'Content-Type': 'application/gzip' });
    write(res)
      .catch((error: unknown) => {
        log.error({ err: error }, 'Backup failed');
        res.destroy();
      })
      .finally(() => {
        running = false;
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

/**
 * Asks the server listening on `socketPath` for a backup and writes it to `file`. Resolves
 * false when no server answers there (no socket, or one left by a process that stopped).
 */
export function requestLiveBackup(socketPath: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, path: BACKUP_PATH, method: 'POST' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`The running server refused the backup (HTTP ${res.statusCode})`));
        return;
      }
      pipeline(res, createWriteStream(file)).then(() => resolve(true), reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    req.end();
  });
}
