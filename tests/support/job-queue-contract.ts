/**
 * What every job queue promises, run against the in-process runner (tests/server) and against
 * pg-boss on PostgreSQL (tests/cluster): the same handlers behave the same on both.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind, JobQueue } from '@/server/jobs/queue';

export async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const quick: JobKind = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function jobQueueContract(label: string, open: () => Promise<JobQueue>) {
  describe(`${label} job queue`, () => {
    it('runs a sent job once, with its data', async () => {
      const queue = await open();
      const seen: string[] = [];
      await queue.define<{ text: string }>('echo', quick, async ({ text }) => {
        seen.push(text);
      });
      await queue.send('echo', { text: 'hello' });
      await waitFor(() => seen.length === 1);
      await sleep(300);
      expect(seen).toEqual(['hello']);
      await queue.stop();
    });

    it('refuses a job of a kind not defined yet, rather than losing it without a word', async () => {
      const queue = await open();
      await expect(queue.send('never-defined', { n: 1 })).rejects.toThrow();
      await expect(
        queue.send('never-defined', { n: 2 }, { startAfter: new Date(Date.now() + 60_000) }),
      ).rejects.toThrow();
      await queue.stop();
    });

    it('runs the jobs of one key one at a time, in the order sent', async () => {
      const queue = await open();
      const events: string[] = [];
      await queue.define<{ n: number }>('ordered', quick, async ({ n }) => {
        events.push(`start ${n}`);
        await sleep(40);
        events.push(`end ${n}`);
      });
      for (let n = 0; n < 4; n++) await queue.send('ordered', { n }, { key: 'buyer-1' });
      await waitFor(() => events.length === 8);
      expect(events).toEqual([0, 1, 2, 3].flatMap((n) => [`start ${n}`, `end ${n}`]));
      await queue.stop();
    });

    it('retries a failing job up to its limit, then lets it go', async () => {
      const queue = await open();
      const tries = new Map<string, number>();
      await queue.define<{ id: string; failures: number }>('flaky', quick, async (data) => {
        const count = (tries.get(data.id) ?? 0) + 1;
        tries.set(data.id, count);
        if (count <= data.failures) throw new Error(`failure ${count}`);
      });
      await queue.send('flaky', { id: 'recovers', failures: 1 });
      await queue.send('flaky', { id: 'never', failures: 99 });
      await waitFor(() => tries.get('recovers') === 2 && tries.get('never') === 3, 40_000);
      await sleep(2500);
      expect(tries.get('recovers')).toBe(2);
      expect(tries.get('never')).toBe(3);
      await queue.stop();
    });

    it('holds a job sent with startAfter until then, and runs it once', async () => {
      const queue = await open();
      const ran: number[] = [];
      await queue.define<{ n: number }>('later', quick, async ({ n }) => {
        ran.push(Date.now());
        void n;
      });
      const sentAt = Date.now();
      await queue.send('later', { n: 1 }, { startAfter: new Date(sentAt + 2_000) });
      await sleep(1_200);
      expect(ran).toEqual([]);
      await waitFor(() => ran.length === 1, 20_000);
      await sleep(500);
      expect(ran).toHaveLength(1);
      // pg-boss compares with the database clock to the second: allow it that rounding.
      expect(ran[0]! - sentAt).toBeGreaterThanOrEqual(1_000);
      await queue.stop();
    });

    it('runs a periodic job again and again, never two at once', async () => {
      const queue = await open();
      let runs = 0;
      let active = 0;
      let overlapped = false;
      await queue.define('tick', quick, async () => {
        active++;
        if (active > 1) overlapped = true;
        await sleep(100);
        runs++;
        active--;
      });
      await queue.every('tick', 1);
      await waitFor(() => runs >= 2, 20_000);
      expect(overlapped).toBe(false);
      await queue.stop();
    });

    it('stops taking jobs and waits for the one running', async () => {
      const queue = await open();
      let finished = false;
      let started = false;
      await queue.define('slow', quick, async () => {
        started = true;
        await sleep(1500);
        finished = true;
      });
      await queue.send('slow', {});
      await waitFor(() => started);
      await queue.stop();
      expect(finished).toBe(true);
      await expect(queue.send('slow', {})).rejects.toThrow(/stopped/);
    });
  });
}
