import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** An answer as it goes out: its status, type and (unencoded) bytes. */
export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are, as @fastify/compress's threshold does. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * What keeping an answer costs beyond its key, type, ETag and bodies: this object, its Answer,
 * info and maps, the cache's map entries and each body's own ArrayBuffer. Measured as heap and
 * ArrayBuffer growth (`node --expose-gc`) over 20,000 small answers kept: about 940 bytes each
 * on Node 20 and 24, rounded up (decision 0036).
 */
export const ANSWER_OVERHEAD_BYTES = 1_024;

/** V8 holds a string at one or two bytes a character: counted at two, whichever it is. */
export const stringBytes = (text: string): number => 2 * text.length;

/**
 * `bytes` in memory of its own. A small buffer is a slice of an 8 kB pool shared with whatever
 * else was allocated beside it, and keeping the slice would keep the whole pool.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

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
    /** False for an answer about nothing or made in trouble: nor is any answer made from it kept. */
    readonly worthKeeping: boolean,
    /**
     * The instant (ms since the epoch, by the app's clock) from which it may show something else
     * without the data changing (a checkout's hold running out): kept no longer, nor is any
     * answer made from it. Undefined: it changes only with the data.
     */
    readonly keepUntil: number | undefined = undefined,
    private readonly onEncoded: (bytes: number) => void = () => {},
  ) {
    const digest = createHash('sha256').update(answer.body).digest('base64url');
    this.etag = `"${digest.slice(0, 27)}"`;
  }

  /** Whether the body is worth compressing at all. */
  get compressible(): boolean {
    return this.answer.body.length >= COMPRESS_FROM_BYTES;
  }

  /** What it costs in memory until its compressed bodies are made, which add theirs. */
  get bytes(): number {
    const { contentType, body } = this.answer;
    return ANSWER_OVERHEAD_BYTES + stringBytes(contentType) + stringBytes(this.etag) + body.length;
  }

  /** The body in `encoding`: compressed by the first request that wants it, shared by the rest. */
  encodedBody(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.answer.body).then(ownBytes);
      this.encoded.set(encoding, body);
      body.then((bytes) => this.onEncoded(bytes.length)).catch(() => {});
    }
    return body;
  }
}
