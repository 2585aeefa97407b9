/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, which the test may
 * stop, start and restart (the shared test server must never be touched). Run as the `postgres`
 * user when the test runs as root (CI), as PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port';

export interface OwnPostgres {
  /** A connection string to a database made on it. */
  url: string;
  port: number;
  /** `fast` ends sessions politely; `immediate` stops as a crash would. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  restart(mode?: 'fast' | 'immediate'): void;
  close(): void;
}

/** The newest installed server's programs (Debian keeps them out of PATH). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql)');
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('No pg_ctl under /usr/lib/postgresql');
  return join(root, newest, 'bin');
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export async function startOwnPostgres(database = 'restarts'): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'own-pg-'));
  const asRoot = process.getuid?.() === 0;
  // As root the folder is handed to the postgres user, who runs every command.
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  else chmodSync(dir, 0o700);
  const run = (program: string, args: string[]) => {
    const command = [join(bin, program), ...args].map(quote).join(' ');
    if (asRoot) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
    else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop,
    start,
    restart: (mode = 'fast') => {
      stop(mode);
      start();
    },
    close: () => {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
