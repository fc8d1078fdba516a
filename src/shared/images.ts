import { FALLBACK_IMAGE_URL, LIST_IMAGE_WIDTH } from './constants.js';

/** Where the shop serves its stored images, resized (GET /media/<key>?w=&q=&auto=format). */
export const MEDIA_PATH = '/media';
/** Widths the image route produces; any other asked-for width is rounded up to one of these. */
export const IMAGE_WIDTHS = [80, 160, 240, 320, 480, 560, 640, 800, 960, 1200, 1600, 1920] as const;
export const IMAGE_QUALITY = 75;

/**
 * The URL the browser loads for a stored image key: the image route at the list width, in the
 * best format the browser accepts. Absolute URLs and site paths (such as the fallback) pass through.
 */
export function imageUrlForKey(key: string | null | undefined): string {
  if (!key) return FALLBACK_IMAGE_URL;
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${MEDIA_PATH}/${path}?w=${LIST_IMAGE_WIDTH}&q=${IMAGE_QUALITY}&auto=format`;
}

/** The parts of a URL the image route resizes (one with a `w` parameter); undefined for others. */
function resizable(url: string): { base: string; params: URLSearchParams } | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return undefined;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  return params.has('w') ? { base: url.slice(0, queryStart), params } : undefined;
}

/** The same image at another width; a URL that cannot be resized (such as /img/…) comes back as is. */
export function withImageWidth(url: string, width: number): string {
  const parts = resizable(url);
  if (!parts) return url;
  parts.params.set('w', String(width));
  return `${parts.base}?${parts.params}`;
}

/** An `srcset` offering the image at each width, or undefined when the URL cannot be resized. */
export function imageSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!resizable(url)) return undefined;
  return widths.map((width) => `${withImageWidth(url, width)} ${width}w`).join(', ');
}
