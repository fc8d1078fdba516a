import path from 'node:path';
import { LIST_IMAGE_WIDTH } from '#shared/constants.js';
import {
  IMAGE_QUALITIES,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  type ImageQuality,
  type ImageWidth,
} from '#shared/images.js';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One rendition of an original: what sharp produces and the disk cache stores. */
export interface ImageVariant {
  width: ImageWidth;
  quality: ImageQuality;
  format: ImageFormat;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? LIST_IMAGE_WIDTH;

/** Rounds up to a width the route produces, so a few renditions serve every layout (and cache). */
export function allowedWidth(requested: number | undefined): ImageWidth {
  if (requested === undefined) return LIST_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? WIDEST;
}

/** The produced quality nearest the one asked for (the higher of two equally near). */
export function allowedQuality(requested: number | undefined): ImageQuality {
  if (requested === undefined) return IMAGE_QUALITY;
  let best: ImageQuality = IMAGE_QUALITY;
  for (const quality of IMAGE_QUALITIES) {
    if (Math.abs(quality - requested) <= Math.abs(best - requested)) best = quality;
  }
  return best;
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
    quality: allowedQuality(query.q),
    format: chooseFormat(key, query.auto === 'format', accept),
  };
}
