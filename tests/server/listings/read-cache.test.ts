import { describe, expect, it } from 'vitest';
import { ReadCache } from '@/server/listings/read-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('read cache', () => {
  it('shares one load between concurrent readers', async () => {
    const cache = new ReadCache(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(5);
      return { n: loads };
    };
    const results = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(results[0]!.body).toBe('{"n":1}');
    expect(results[1]!.etag).toBe(results[0]!.etag);
  });

  it('answers the old value while refreshing after the TTL, then the new one', async () => {
    const cache = new ReadCache(10);
    let version = 1;
    const load = async () => ({ version });
    await cache.get('k', load);
    version = 2;
    await sleep(20);
    expect((await cache.get('k', load))!.data).toEqual({ version: 1 });
    await sleep(5);
    expect((await cache.get('k', load))!.data).toEqual({ version: 2 });
  });

  it('never answers what was read before an invalidation', async () => {
    const cache = new ReadCache(1000);
    const slow = deferred<{ v: string }>();
    const before = cache.get('k', () => slow.promise);
    cache.invalidate('k');
    const after = cache.get('k', async () => ({ v: 'new' }));
    slow.resolve({ v: 'old' });
    expect((await before)!.data).toEqual({ v: 'old' });
    expect((await after)!.data).toEqual({ v: 'new' });
    expect((await cache.get('k', async () => ({ v: 'newer' })))!.data).toEqual({ v: 'new' });
  });

  it('does not keep a load that finished after an invalidation', async () => {
    const cache = new ReadCache(1000);
    const slow = deferred<{ v: string }>();
    const first = cache.get('k', () => slow.promise);
    cache.invalidate('k');
    slow.resolve({ v: 'old' });
    await first;
    expect((await cache.get('k', async () => ({ v: 'fresh' })))!.data).toEqual({ v: 'fresh' });
  });

  it('keeps nothing for a missing row', async () => {
    const cache = new ReadCache(1000);
    expect(await cache.get('k', async () => null)).toBeNull();
    expect((await cache.get('k', async () => ({ a: 1 })))!.data).toEqual({ a: 1 });
  });

  it('stays at its caps, dropping the least recently used, over 100,000 keys', async () => {
    const cache = new ReadCache(60_000, 1000);
    await cache.get('hot', async () => ({ hot: true }));
    for (let i = 0; i < 100_000; i++) {
      await cache.get(`k${i}`, async () => ({ i }));
      cache.invalidate(`w${i}`);
      // Reading 'hot' now and then keeps it among the recently used.
      if (i % 500 === 0) await cache.get('hot', async () => ({ hot: 'reloaded' }));
    }
    expect(cache.size.entries).toBe(1000);
    expect(cache.size.versions).toBe(4000);
    expect((await cache.get('hot', async () => ({ hot: 'reloaded' })))!.data).toEqual({
      hot: true,
    });
    let reloaded = false;
    await cache.get('k0', async () => ((reloaded = true), { i: 0 }));
    expect(reloaded).toBe(true);
  });

  it('keeps nothing with a TTL of 0: each read loads, never an older answer', async () => {
    const cache = new ReadCache(0);
    let version = 1;
    const load = async () => ({ version });
    expect((await cache.get('k', load))!.data).toEqual({ version: 1 });
    version = 2;
    expect((await cache.get('k', load))!.data).toEqual({ version: 2 });
    expect(cache.size.entries).toBe(0);
  });
});
