import type { ArtDirectedImage, ResponsiveImage } from '#shared/image-layouts.js';

/** What the server writes into a page's <head> so crawlers and link previews can read it. */
export interface PageMeta {
  title: string;
  description: string;
  /** Site path of the page's canonical URL; absent for pages that are not to be indexed. */
  canonicalPath?: string;
  /** Site path or absolute URL of the preview image. */
  image: string;
  imageAlt: string;
  type: 'website' | 'product';
  /** Asks search engines to leave the page out (unknown or hidden products, private pages). */
  noindex?: boolean;
  /**
   * The page's largest picture, preloaded from the head so it downloads while the app's code
   * does, rather than after the app has rendered it. Same src, srcset and sizes as the page's <img>;
   * an art-directed picture lists each <source> with its media, so each screen preloads only its own.
   */
  preloadImages?: readonly (ResponsiveImage | ArtDirectedImage)[];
  /** A schema.org object written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

const MAX_DESCRIPTION = 160;

/** Text as one line of at most 160 characters, cut at a word: the length search results show. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}
