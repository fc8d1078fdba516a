import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** An answer as it goes out: its status, type and (unencoded) bytes. */
export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** What a build makes: the answer, what the route needs to know of it, and whether to keep it. */
export interface Built<Info> {
  answer: Answer;
  info: Info;
  /** False for an answer made in trouble (a page the server could not render): sent, not kept. */
  keep?: boolean;
}

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are, as @fastify/compress's threshold does. */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per catalogue version and sent many times: the stronger settings pay for themselves.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }),
};

/** An answer kept for everyone who asks, with its ETag and its compressed bodies once made. */
export class KeptAnswer<Info> {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly answer: Answer,
    readonly info: Info,
    private readonly onEncoded: (bytes: number) => void = () => {},
  ) {
    const digest = createHash('sha256').update(answer.body).digest('base64url');
    this.etag = `"${digest.slice(0, 27)}"`;
  }

  /** Whether the body is worth compressing at all. */
  get compressible(): boolean {
    return this.answer.body.length >= COMPRESS_FROM_BYTES;
  }

  /** The body in `encoding`: compressed by the first request that wants it, shared by the rest. */
  encodedBody(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.answer.body);
      this.encoded.set(encoding, body);
      body.then((bytes) => this.onEncoded(bytes.length)).catch(() => {});
    }
    return body;
  }
}

/**
 * Answers that are the same for every visitor, kept by request until the data they show changes.
 * `invalidate` drops them all; an answer whose build began before the last invalidation is sent
 * to whoever waited for it but never kept, since it may show what just changed. While `live` is
 * false (changes might go unheard) nothing is kept. Memory is bounded: past `maxBytes` the least
 * recently used answers go, and an answer larger than a quarter of it is never kept.
 */
export class AnswerCache {
  private readonly kept = new Map<string, KeptAnswer<unknown>>();
  private readonly building = new Map<string, Promise<KeptAnswer<unknown>>>();
  private readonly sizes = new Map<KeptAnswer<unknown>, number>();
  private generation = 0;
  private bytes = 0;
  private live = false;

  constructor(private readonly maxBytes: number) {}

  /** The kept answer for `key`, if any. */
  peek<Info>(key: string): KeptAnswer<Info> | undefined {
    const kept = this.kept.get(key) as KeptAnswer<Info> | undefined;
    if (kept) {
      // Most recently used last: eviction takes from the front.
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  /** The kept answer for `key`, or the one being built for it, or a new build. */
  get<Info>(key: string, build: () => Promise<Built<Info>>): Promise<KeptAnswer<Info>> {
    const kept = this.peek<Info>(key);
    if (kept) return Promise.resolve(kept);
    const underway = this.building.get(key) as Promise<KeptAnswer<Info>> | undefined;
    if (underway) return underway;
    const started = this.generation;
    const made = build().then((built) => this.keep(key, built, started));
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
    const { answer, info, keep = true } = built;
    const kept: KeptAnswer<Info> = new KeptAnswer(answer, info, (bytes) => this.grow(kept, bytes));
    const size = answer.body.length;
    const fresh = this.live && this.generation === started;
    if (keep && fresh && size <= this.maxBytes / 4) {
      this.kept.set(key, kept);
      this.sizes.set(kept, size);
      this.bytes += size;
      this.evict();
    }
    return kept;
  }

  /** A kept answer's compressed body counts too. */
  private grow(kept: KeptAnswer<unknown>, bytes: number): void {
    const size = this.sizes.get(kept);
    if (size === undefined) return;
    this.sizes.set(kept, size + bytes);
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
    this.bytes -= this.sizes.get(kept) ?? 0;
    this.sizes.delete(kept);
  }

  /** The data changed: nothing kept or being built is to be sent to anyone who asks from now. */
  invalidate(): void {
    this.generation += 1;
    this.kept.clear();
    this.building.clear();
    this.sizes.clear();
    this.bytes = 0;
  }

  /** Whether changes are heard: when not, everything kept goes and nothing new is kept. */
  setLive(live: boolean): void {
    this.invalidate();
    this.live = live;
  }

  /** Answers kept and their bytes (metrics, tests). */
  get usage(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.bytes };
  }
}
