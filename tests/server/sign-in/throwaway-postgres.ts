/**
 * A PostgreSQL server for tests that need one shared by several processes: the one in
 * DATABASE_URL or TEST_DATABASE_URL when set (CI sets it), else a throwaway one started from the
 * local binaries in a temporary folder (as .ci/run does), else none.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

export interface PostgresHandle {
  url: string;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/** Why no server can be had, or null when one can. */
export function postgresUnavailable(): string | null {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return null;
  return postgresBin()
    ? null
    : 'no PostgreSQL: DATABASE_URL unset and no /usr/lib/postgresql binaries';
}

export async function openPostgres(): Promise<PostgresHandle> {
  const given = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, run it as the postgres user.
  const asPostgres = (command: string) => {
    const isRoot = process.getuid?.() === 0;
    const result = isRoot
      ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stdout}${result.stderr}`);
  };
  asPostgres(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
