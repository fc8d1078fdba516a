import { FALLBACK_IMAGE_URL, LIST_IMAGE_WIDTH } from './constants.js';

/** Where the shop serves its stored images, resized (GET /media/<key>?w=&q=&auto=format). */
export const MEDIA_PATH = '/media';
/**
 * Widths the image route produces; a URL asking for another is redirected to the next one up.
 * With the qualities and four formats these bound the renditions of one image (12 × 3 × 4).
 */
export const IMAGE_WIDTHS = [80, 160, 240, 320, 480, 560, 640, 800, 960, 1200, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Qualities the image route produces; a URL asking for another is redirected to the nearest. */
export const IMAGE_QUALITIES = [50, 75, 90] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];
export const IMAGE_QUALITY: ImageQuality = 75;

/**
 * The URL the browser loads for a stored image key: the image route at the list width, in the
 * best format the browser accepts. Absolute URLs and site paths (such as the fallback) pass through.
 */
export function imageUrlForKey(key: string | null | undefined): string {
  if (!key) return FALLBACK_IMAGE_URL;
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  const path = key.split('/').map(encodeURIComponent).join('/');
  const width: ImageWidth = LIST_IMAGE_WIDTH;
  return `${MEDIA_PATH}/${path}?w=${width}&q=${IMAGE_QUALITY}&auto=format`;
}

/** The parts of a URL the image route resizes (one with a `w` parameter); undefined for others. */
function resizable(url: string): { base: string; params: URLSearchParams } | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return undefined;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  return params.has('w') ? { base: url.slice(0, queryStart), params } : undefined;
}

/** The same image at another width; a URL that cannot be resized (such as /img/…) comes back as is. */
export function withImageWidth(url: string, width: ImageWidth): string {
  const parts = resizable(url);
  if (!parts) return url;
  parts.params.set('w', String(width));
  return `${parts.base}?${parts.params}`;
}

/** An `srcset` offering the image at each width, or undefined when the URL cannot be resized. */
export function imageSrcSet(url: string, widths: readonly ImageWidth[]): string | undefined {
  if (!resizable(url)) return undefined;
  return widths.map((width) => `${withImageWidth(url, width)} ${width}w`).join(', ');
}
