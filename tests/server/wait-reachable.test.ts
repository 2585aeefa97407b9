/**
 * Start-up waits for PostgreSQL and the bucket: it tries again with a growing pause, saying what
 * it waits for and why, and gives up at once on what waiting cannot mend.
 */
import { describe, expect, it } from 'vitest';
import { describePostgres, postgresNotReachableYet } from '@/server/db/reachable';
import { FIRST_PAUSE_MS, LAST_PAUSE_MS, waitUntilReachable } from '@/server/startup/wait-reachable';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waiting for what the server needs at start', () => {
  it('tries again with a growing pause, logging each try, until it answers', async () => {
    const lines: string[] = [];
    const pauses: number[] = [];
    let tries = 0;
    const result = await waitUntilReachable(
      'PostgreSQL at db:5432/app',
      async () => {
        tries++;
        if (tries < 8) throw refused();
        return 'up';
      },
      {
        worthWaiting: postgresNotReachableYet,
        log: (line) => lines.push(line),
        sleep: async (ms) => {
          pauses.push(ms);
        },
      },
    );
    expect(result).toBe('up');
    expect(pauses).toEqual([1000, 2000, 4000, 8000, LAST_PAUSE_MS, LAST_PAUSE_MS, LAST_PAUSE_MS]);
    expect(pauses[0]).toBe(FIRST_PAUSE_MS);
    expect(lines[0]).toBe(
      'Waiting for PostgreSQL at db:5432/app (connect ECONNREFUSED 127.0.0.1:5432); trying again in 1 s',
    );
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^PostgreSQL at db:5432\/app answers after \d+ s: starting$/);
  });

  it('stops at once on a refusal waiting cannot mend (a wrong password)', async () => {
    const lines: string[] = [];
    const wrongPassword = Object.assign(new Error('password authentication failed'), {
      code: '28P01',
    });
    await expect(
      waitUntilReachable('PostgreSQL', () => Promise.reject(wrongPassword), {
        worthWaiting: postgresNotReachableYet,
        log: (line) => lines.push(line),
      }),
    ).rejects.toBe(wrongPassword);
    expect(lines).toEqual([]);
  });

  it('tells a server away for now from one that refuses', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '57P03', '57P01', '08006']) {
      expect(postgresNotReachableYet(withCode(code)), code).toBe(true);
    }
    expect(postgresNotReachableYet(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['28P01', '3D000', '42P01']) {
      expect(postgresNotReachableYet(withCode(code)), code).toBe(false);
    }
  });

  it('names a server without its user or password', () => {
    expect(describePostgres('postgres://app:s3cret@db.internal:6543/market')).toBe(
      'PostgreSQL at db.internal:6543/market',
    );
    expect(describePostgres('postgres://app:s3cret@db/market')).toBe(
      'PostgreSQL at db:5432/market',
    );
  });
});
