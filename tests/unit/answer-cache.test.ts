import { describe, expect, it } from 'vitest';
import { AnswerCache, type Built } from '#server/lib/answer-cache.js';

/** A build that counts its runs and finishes each when told to. */
function slowBuilds() {
  const runs: string[] = [];
  const finishers: (() => void)[] = [];
  const build =
    (key: string, bytes = 10): (() => Promise<Built<string>>) =>
    () =>
      new Promise((resolve) => {
        runs.push(key);
        const run = runs.length;
        finishers.push(() =>
          resolve({
            answer: { status: 200, contentType: 'text/plain', body: Buffer.alloc(bytes, run) },
            info: `${key} #${run}`,
          }),
        );
      });
  const finishAll = () => {
    for (const finish of finishers.splice(0)) finish();
  };
  return { build, runs, finishAll };
}

function liveCache(maxBytes = 1_000): AnswerCache {
  const cache = new AnswerCache(maxBytes);
  cache.setLive(true);
  return cache;
}

describe('the answer cache', () => {
  it('shares a build between requests arriving during it, then keeps its answer', async () => {
    const cache = liveCache();
    const { build, runs, finishAll } = slowBuilds();
    const first = cache.get('/', build('/'));
    const second = cache.get('/', build('/'));
    const other = cache.get('/about', build('/about'));
    expect(runs).toEqual(['/', '/about']);
    finishAll();
    expect(await second).toBe(await first);
    expect((await other).info).toBe('/about #2');
    expect((await cache.get('/', build('/'))).info).toBe('/ #1');
    expect(runs).toEqual(['/', '/about']);
  });

  it('never keeps an answer whose build began before an invalidation', async () => {
    const cache = liveCache();
    const { build, runs, finishAll } = slowBuilds();
    const before = cache.get('/', build('/'));
    cache.invalidate();
    // Asked after the change: a build of its own, not the one that may have read the old data.
    const after = cache.get('/', build('/'));
    finishAll();
    expect((await before).info).toBe('/ #1');
    expect((await after).info).toBe('/ #2');
    // The build begun after the change is the one kept.
    expect(cache.usage.answers).toBe(1);
    expect((await cache.get('/', build('/'))).info).toBe('/ #2');
    expect(runs).toHaveLength(2);
  });

  it('lets a failed build fail every request that shared it, and the next one try again', async () => {
    const cache = liveCache();
    let calls = 0;
    const failing = async (): Promise<Built<undefined>> => {
      calls += 1;
      throw new Error(`build ${calls} failed`);
    };
    const results = await Promise.allSettled([cache.get('/', failing), cache.get('/', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(cache.get('/', failing)).rejects.toThrow('build 2 failed');
  });

  it('keeps nothing while not hearing changes, nor what a build asks not to keep', async () => {
    const cache = new AnswerCache(1_000);
    const { build, finishAll } = slowBuilds();
    const unheard = cache.get('/', build('/'));
    finishAll();
    await unheard;
    expect(cache.usage.answers).toBe(0);
    cache.setLive(true);
    const troubled = cache.get('/', async () => ({ ...(await build('/')()), keep: false }));
    finishAll();
    await troubled;
    expect(cache.usage.answers).toBe(0);
  });

  it('stays within its bytes, the least recently used going first', async () => {
    const cache = liveCache(100);
    const { build, finishAll } = slowBuilds();
    const keep = async (key: string, bytes: number) => {
      const kept = cache.get(key, build(key, bytes));
      finishAll();
      return kept;
    };
    await keep('a', 20);
    await keep('b', 20);
    await keep('c', 20);
    await keep('a', 20); // used again: now the most recent
    await keep('d', 25);
    await keep('e', 25);
    expect(cache.usage.bytes).toBeLessThanOrEqual(100);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    // Over a quarter of the whole: sent, never kept.
    await keep('big', 26);
    expect(cache.peek('big')).toBeUndefined();
  });
});
