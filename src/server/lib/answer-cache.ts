import { AsyncLocalStorage } from 'node:async_hooks';
import { type Clock, systemClock } from './clock.js';
import { type Answer, KeptAnswer, ownBytes, stringBytes } from './kept-answer.js';

/** What a build makes: the answer, what the route needs to know of it, and whether to keep it. */
export interface Built<Info> {
  answer: Answer;
  info: Info;
  /**
   * False for an answer about nothing (a collection the shop does not have, a page past the end)
   * or made in trouble (a page the server could not render): sent, never kept, and neither is an
   * answer built from it. An answer with an error status is never kept either.
   */
  keep?: boolean;
  /**
   * When the answer may read differently with the data unchanged (ms since the epoch, by the
   * cache's clock): a checkout's hold running out, or the minutes it shows ticking down. It is
   * kept until then, and so is any answer built from it.
   */
  keepUntil?: number | undefined;
}

/**
 * A build underway: told when an answer it read is not worth keeping, so it is not either, and
 * when one it read is kept only for a while, so it is kept no longer.
 */
interface Underway {
  worthKeeping: boolean;
  keepUntil: number | undefined;
}

/**
 * The build a request is made within, if any. One for the process, not one per cache: a page
 * rendered by one app may read answers another app in the same process keeps (tests run two
 * instances side by side, and the page renderer's transport is the process's).
 */
const underway = new AsyncLocalStorage<Underway>();

/** The earlier of two instants, either of which may be "never". */
function earlier(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/** Plain objects' keys in order, so that the same value always serializes the same. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The key of a route's answer to `read`: what the route reads of a request, parsed and made
 * canonical (unknown parameters gone, defaults explicit, values in one spelling), so requests
 * that differ only in what the route ignores share one answer and one build.
 */
export function answerKey(route: string, read: unknown): string {
  return `${route} ${JSON.stringify(read, sortedKeys) ?? ''}`;
}

/**
 * Answers that are the same for every visitor, kept by request until the data they show changes.
 * `invalidate` drops them all; an answer whose build began before the last invalidation is sent
 * to whoever waited for it but never kept, since it may show what just changed. While `live` is
 * false (changes might go unheard) nothing is kept. Memory is bounded: each answer costs its key,
 * headers, every body and a measured overhead; past `maxBytes` the least recently used go, and
 * an answer costing more than a quarter of it is never kept.
 */
export class AnswerCache {
  private readonly kept = new Map<string, KeptAnswer<unknown>>();
  private readonly building = new Map<string, Promise<KeptAnswer<unknown>>>();
  private readonly costs = new Map<KeptAnswer<unknown>, number>();
  private generation = 0;
  private bytes = 0;
  private live = false;

  /** `clock` judges `keepUntil`: the app's, so that every instance drops a hold's answer on time. */
  constructor(
    private readonly maxBytes: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether an answer kept for a while is past it. */
  private outlived(keepUntil: number | undefined): boolean {
    return keepUntil !== undefined && keepUntil <= this.clock.now().getTime();
  }

  /** The kept answer for `key`, if any. */
  peek<Info>(key: string): KeptAnswer<Info> | undefined {
    const kept = this.kept.get(key) as KeptAnswer<Info> | undefined;
    if (kept && this.outlived(kept.keepUntil)) {
      this.drop(key, kept);
      return undefined;
    }
    if (kept) {
      // Most recently used last: eviction takes from the front.
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  /**
   * The kept answer for `key`, or the one being built for it, or a new build. Asked during
   * another build (a page rendering the catalogue answers it shows), an answer not worth keeping
   * makes that build's answer not worth keeping either.
   */
  get<Info>(key: string, build: () => Promise<Built<Info>>): Promise<KeptAnswer<Info>> {
    const answer = this.keptOrBuilt(key, build);
    const reader = underway.getStore();
    if (reader) {
      answer.then(
        (kept) => {
          if (!kept.worthKeeping) reader.worthKeeping = false;
          reader.keepUntil = earlier(reader.keepUntil, kept.keepUntil);
        },
        () => {
          reader.worthKeeping = false;
        },
      );
    }
    return answer;
  }

  private keptOrBuilt<Info>(
    key: string,
    build: () => Promise<Built<Info>>,
  ): Promise<KeptAnswer<Info>> {
    const kept = this.peek<Info>(key);
    if (kept) return Promise.resolve(kept);
    const building = this.building.get(key) as Promise<KeptAnswer<Info>> | undefined;
    if (building) return building;
    const started = this.generation;
    const scope: Underway = { worthKeeping: true, keepUntil: undefined };
    const made = underway.run(scope, build).then((built) =>
      this.keep(
        key,
        {
          ...built,
          keep: built.keep !== false && scope.worthKeeping,
          keepUntil: earlier(built.keepUntil, scope.keepUntil),
        },
        started,
      ),
    );
    this.building.set(key, made);
    made
      .finally(() => {
        if (this.building.get(key) === made) this.building.delete(key);
      })
      .catch(() => {});
    return made;
  }

  /** What `keep` is handed for an answer begun now (one streamed while it is made). */
  get generationNow(): number {
    return this.generation;
  }

  /** Keeps an answer begun in generation `started`, unless the data changed since. */
  keep<Info>(key: string, built: Built<Info>, started: number): KeptAnswer<Info> {
    const { answer, info, keepUntil } = built;
    const worthKeeping = built.keep !== false && answer.status < 400;
    const fresh = this.live && this.generation === started && !this.outlived(keepUntil);
    if (!worthKeeping || !fresh) return new KeptAnswer(answer, info, worthKeeping, keepUntil);
    const kept: KeptAnswer<Info> = new KeptAnswer(
      { ...answer, body: ownBytes(answer.body) },
      info,
      true,
      keepUntil,
      (bytes) => this.grow(kept, bytes),
    );
    const cost = stringBytes(key) + kept.bytes;
    if (cost > this.maxBytes / 4) return kept;
    this.kept.set(key, kept);
    this.costs.set(kept, cost);
    this.bytes += cost;
    this.evict();
    return kept;
  }

  /** A kept answer's compressed body counts too. */
  private grow(kept: KeptAnswer<unknown>, bytes: number): void {
    const cost = this.costs.get(kept);
    if (cost === undefined) return;
    this.costs.set(kept, cost + bytes);
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, kept] of this.kept) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(key, kept);
    }
  }

  private drop(key: string, kept: KeptAnswer<unknown>): void {
    this.kept.delete(key);
    this.bytes -= this.costs.get(kept) ?? 0;
    this.costs.delete(kept);
  }

  /** The data changed: nothing kept or being built is to be sent to anyone who asks from now. */
  invalidate(): void {
    this.generation += 1;
    this.kept.clear();
    this.building.clear();
    this.costs.clear();
    this.bytes = 0;
  }

  /** Whether changes are heard: when not, everything kept goes and nothing new is kept. */
  setLive(live: boolean): void {
    this.invalidate();
    this.live = live;
  }

  /** Answers kept and what they cost in bytes (metrics, tests). */
  get usage(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.bytes };
  }
}
