import { describe, expect, it } from 'vitest';
import { AnswerCache, type Built } from '#server/lib/answer-cache.js';
import { fixedClock } from '#server/lib/clock.js';
import { ANSWER_OVERHEAD_BYTES } from '#server/lib/kept-answer.js';

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

function liveCache(maxBytes = 100_000): AnswerCache {
  const cache = new AnswerCache(maxBytes);
  cache.setLive(true);
  return cache;
}

/** A cache holding one answer of `bytes` under `key`, and what it counts that answer as. */
async function costOf(key: string, bytes: number) {
  const cache = liveCache(1_000_000);
  const kept = await cache.get(key, async () => ({
    answer: { status: 200, contentType: 'text/plain', body: Buffer.alloc(bytes, 'a') },
    info: undefined,
  }));
  return { cache, kept, bytes: cache.usage.bytes };
}

describe('the answer cache', () => {
  it('keeps an answer that reads differently at an instant until then, and so a page built from it', async () => {
    const clock = fixedClock('2026-12-02T10:00:00Z');
    const cache = new AnswerCache(100_000, clock);
    cache.setLive(true);
    const until = clock.now().getTime() + 60_000;
    let builds = 0;
    const held = () =>
      cache.get('/api/products/1', async () => {
        builds += 1;
        return {
          answer: { status: 200, contentType: 'text/plain', body: Buffer.from(`held #${builds}`) },
          info: undefined,
          keepUntil: until,
        };
      });
    const page = () =>
      cache.get('/product/1', async () => {
        const read = await held();
        return { answer: { ...read.answer, contentType: 'text/html' }, info: undefined };
      });

    expect((await page()).answer.body.toString()).toBe('held #1');
    clock.advance(59_999);
    expect((await page()).answer.body.toString()).toBe('held #1');
    clock.advance(1);
    expect((await page()).answer.body.toString()).toBe('held #2');
    expect(builds).toBe(2);
  });

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
    // What one answer of 1,000 bytes under a one-letter key costs, all told.
    const unit = (await costOf('a', 1_000)).bytes;
    const cache = liveCache(4 * unit);
    const { build, finishAll } = slowBuilds();
    const keep = async (key: string, bytes: number) => {
      const kept = cache.get(key, build(key, bytes));
      finishAll();
      return kept;
    };
    await keep('a', 1_000);
    await keep('b', 1_000);
    await keep('c', 1_000);
    await keep('a', 1_000); // used again: now the most recent
    await keep('d', 1_000);
    await keep('e', 1_000);
    expect(cache.usage.bytes).toBeLessThanOrEqual(4 * unit);
    expect(cache.usage.answers).toBe(4);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    // Over a quarter of the whole: sent, never kept.
    await keep('big', 1_001);
    expect(cache.peek('big')).toBeUndefined();
  });

  it('counts what each answer costs in memory: its key, headers, bodies and upkeep', async () => {
    const empty = await costOf('/', 0);
    expect(empty.bytes).toBeGreaterThanOrEqual(ANSWER_OVERHEAD_BYTES);
    // An answer of nothing still costs its upkeep: a stream of them cannot grow past the cap.
    const longKey = await costOf(`/${'x'.repeat(1_000)}`, 0);
    expect(longKey.bytes - empty.bytes).toBe(2 * 1_000);
    const body = await costOf('/', 5_000);
    expect(body.bytes - empty.bytes).toBe(5_000);
    const compressed = await body.kept.encodedBody('gzip');
    expect(body.cache.usage.bytes - body.bytes).toBe(compressed.length);
  });

  it('keeps a small body in memory of its own, not a slice of a shared pool', async () => {
    const pooled = Buffer.from('[]');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const cache = liveCache();
    const kept = await cache.get('/', async () => ({
      answer: { status: 200, contentType: 'application/json', body: pooled },
      info: undefined,
    }));
    expect(kept.answer.body.equals(pooled)).toBe(true);
    expect(kept.answer.body.buffer.byteLength).toBe(2);
  });

  it('never keeps an error answer, nor an answer built from one not worth keeping', async () => {
    const cache = liveCache();
    const answer = (status: number) => ({
      answer: { status, contentType: 'text/plain', body: Buffer.from(String(status)) },
      info: undefined,
    });
    await cache.get('/missing', async () => answer(404));
    await cache.get('/nothing', async () => ({ ...answer(200), keep: false }));
    expect(cache.usage.answers).toBe(0);
    // Pages read answers while they are built: one read an answer about nothing, one a failure.
    const page = (read: string) =>
      cache.get(`page ${read}`, async () => {
        await cache.get(read, async () => ({ ...answer(200), keep: false }));
        return answer(200);
      });
    await page('/nothing');
    await cache.get('page /failed', async () => {
      await cache.get('/failed', () => Promise.reject(new Error('no database'))).catch(() => {});
      return answer(200);
    });
    expect(cache.usage.answers).toBe(0);
    // One that read a kept answer is kept, and so is what it read.
    await cache.get('page /kept', async () => {
      await cache.get('/kept', async () => answer(200));
      return answer(200);
    });
    expect(cache.peek('page /kept')).toBeDefined();
    expect(cache.usage.answers).toBe(2);
  });
});
