import path from 'node:path';
import { LIST_IMAGE_WIDTH } from '#shared/constants.js';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '#shared/images.js';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One rendition of an original: what sharp produces and the disk cache stores. */
export interface ImageVariant {
  width: number;
  quality: number;
  format: ImageFormat;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const MIN_QUALITY = 40;
const MAX_QUALITY = 90;

/** Rounds up to a width the route produces, so a few renditions serve every layout (and cache). */
function allowedWidth(requested: number | undefined): number {
  if (requested === undefined) return LIST_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? Math.max(...IMAGE_WIDTHS);
}

/** With auto=format the best format the browser says it accepts; else the original's own. */
function chooseFormat(key: string, auto: boolean, accept: string): ImageFormat {
  if (auto) {
    if (accept.includes('image/avif')) return 'avif';
    if (accept.includes('image/webp')) return 'webp';
    return 'jpeg';
  }
  const extension = path.extname(key).toLowerCase();
  if (extension === '.png' || extension === '.webp' || extension === '.avif') {
    return extension.slice(1) as ImageFormat;
  }
  return 'jpeg';
}

export function chooseVariant(
  key: string,
  query: { w?: number | undefined; q?: number | undefined; auto?: 'format' | undefined },
  accept: string,
): ImageVariant {
  return {
    width: allowedWidth(query.w),
    quality: Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, query.q ?? IMAGE_QUALITY)),
    format: chooseFormat(key, query.auto === 'format', accept),
  };
}
