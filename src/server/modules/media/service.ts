import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_TYPES, type ImageVariant } from './image-variant.js';
import type { MediaCache } from './media-cache.js';
import type { OriginalSource } from './storage/image-storage.js';
import { createWorkLimit } from './work-limit.js';

/** Renditions made at once; each may take a few CPU threads and tens of MB while it runs. */
const PARALLEL_RESIZES = 2;

export interface Rendition {
  contentType: string;
  /** A hash of the original's version and the variant: the cache file name and ETag. */
  hash: string;
  /** The bytes, from the disk cache or resized now (and cached); QueueFullError when busy. */
  body(): Promise<Buffer>;
}

export interface MediaService {
  /** The key's image as the variant asks, or undefined when no original has that key. */
  rendition(key: string, variant: ImageVariant): Promise<Rendition | undefined>;
}

async function resize(input: Buffer | string, variant: ImageVariant): Promise<Buffer> {
  let image = sharp(input)
    .rotate() // upright by the photo's EXIF orientation
    .resize({ width: variant.width, withoutEnlargement: true });
  // JPEG has no transparency: transparent areas become white rather than black.
  if (variant.format === 'jpeg') image = image.flatten({ background: '#ffffff' });
  // AVIF at sharp's default effort takes seconds per image; effort 2 is ~7x faster for ~5% more bytes.
  const effort = variant.format === 'avif' ? { effort: 2 } : {};
  return image.toFormat(variant.format, { quality: variant.quality, ...effort }).toBuffer();
}

export function createMediaService(options: {
  originals: OriginalSource;
  cache: MediaCache;
  /** Resizes that may wait for a free slot; one more is refused with QueueFullError. */
  queueMax: number;
}): MediaService {
  const limit = createWorkLimit({ running: PARALLEL_RESIZES, waiting: options.queueMax });
  // Requests for the same new rendition during a burst share one resize.
  const inFlight = new Map<string, Promise<Buffer>>();

  const produce = (
    hash: string,
    load: () => Promise<Buffer | string>,
    variant: ImageVariant,
  ): Promise<Buffer> => {
    const pending = inFlight.get(hash);
    if (pending) return pending;
    const work = limit(async () => {
      const body = await resize(await load(), variant);
      await options.cache.write(hash, body);
      return body;
    }).finally(() => inFlight.delete(hash));
    inFlight.set(hash, work);
    return work;
  };

  return {
    async rendition(key, variant) {
      const original = await options.originals.find(key);
      if (!original) return undefined;
      const hash = createHash('sha256')
        .update([original.version, variant.width, variant.quality, variant.format].join('\0'))
        .digest('hex');
      return {
        contentType: CONTENT_TYPES[variant.format],
        hash,
        body: async () => (await options.cache.read(hash)) ?? produce(hash, original.load, variant),
      };
    },
  };
}
