import { FALLBACK_IMAGE_URL } from './constants.js';
import { type IMAGE_WIDTHS, imageSrcSet, imageUrlForKey } from './images.js';

/**
 * How a picture sits in the layout: the widths it is offered at and the `sizes` that tells the
 * browser how wide it is drawn, so the browser fetches just the width it needs. The server's
 * preload links (src/server/modules/pages/page-head.ts) are written from the same layouts as the pages,
 * so a preloaded file is always the very file the page then shows, never a second download.
 */
export interface ImageLayout {
  widths: readonly (typeof IMAGE_WIDTHS)[number][];
  sizes: string;
}

/** The attributes of an <img> that shows a picture in a layout. */
export interface ResponsiveImage {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/** Home's hero artwork, the page's largest paint: a wide scene, and a portrait crop for phones. */
export const HERO_IMAGE_URL = imageUrlForKey('hero.jpg');
export const HERO_PORTRAIT_IMAGE_URL = imageUrlForKey('hero-portrait.jpg');

/**
 * From 640 px the hero box is wide (at least 38rem tall, the whole width from 1024 px), drawn at
 * about 1080 px below 1024 px.
 */
export const HERO_IMAGE_LAYOUT: ImageLayout = {
  widths: [640, 960, 1200, 1600, 1920],
  sizes: '(min-width: 1024px) 100vw, 1080px',
};

/** Below 640 px the hero box is taller than wide (34rem): the portrait crop fills its width. */
export const HERO_PORTRAIT_IMAGE_LAYOUT: ImageLayout = {
  widths: [480, 640, 800, 960, 1200],
  sizes: '100vw',
};

/** A picture's source for one range of screens (art direction): a <source> and its preload. */
export interface ArtDirectedImage extends ResponsiveImage {
  media: string;
}

/**
 * The hero's two sources, in the order the <picture> lists them: the portrait crop for phones
 * (a landscape scene cropped to a phone's box shows only a slice of the bed), the wide scene
 * from 640 px. The media queries leave no width out, so each screen preloads exactly one.
 */
export const HERO_IMAGES: readonly [ArtDirectedImage, ArtDirectedImage] = [
  {
    media: '(max-width: 639.98px)',
    ...responsiveImage(HERO_PORTRAIT_IMAGE_URL, HERO_PORTRAIT_IMAGE_LAYOUT),
  },
  { media: '(min-width: 640px)', ...responsiveImage(HERO_IMAGE_URL, HERO_IMAGE_LAYOUT) },
];

/**
 * A product page's main picture fills the left column from 1024 px (about 700 px), else the
 * page's width less its margins.
 */
export const PRODUCT_MAIN_IMAGE_LAYOUT: ImageLayout = {
  widths: [480, 640, 800, 960, 1200],
  sizes:
    '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
};

/** The full-screen image viewer: the whole screen's width, zoomed up to twice that. */
export const PRODUCT_VIEWER_IMAGE_LAYOUT: ImageLayout = {
  widths: [800, 1200, 1600, 1920],
  sizes: '100vw',
};

/** Gallery thumbnails are 80 px, 96 px from 640 px. */
export const PRODUCT_THUMBNAIL_LAYOUT: ImageLayout = {
  widths: [80, 160, 240],
  sizes: '(min-width: 640px) 96px, 80px',
};

/**
 * A card in a product grid: two a row on phones, four from 1024 px in a 1280 px page, so about
 * 50vw, then 300 px.
 */
export const PRODUCT_GRID_CARD_LAYOUT: ImageLayout = {
  widths: [240, 320, 480, 560, 800],
  sizes: '(min-width: 1024px) 300px, 50vw',
};

/**
 * A card in a carousel (src/web/features/product-detail/components/product-carousel.tsx): one slide
 * a view on phones (the page's width less its margins), two from 640 px and three from 1024 px, in a
 * page at most 1280 px wide with 2rem margins and 1.5rem gaps.
 */
export const PRODUCT_CAROUSEL_CARD_LAYOUT: ImageLayout = {
  widths: [320, 480, 640, 800, 960],
  sizes:
    '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 5.5rem) / 2), calc(100vw - 2.5rem)',
};

/**
 * The picture's attributes: resizable images get an srcset and sizes; a picture that cannot be
 * resized (a site path such as the fallback) and a missing one (the fallback) get a plain src.
 */
export function responsiveImage(
  url: string | null | undefined,
  layout: ImageLayout,
): ResponsiveImage {
  const src = url || FALLBACK_IMAGE_URL;
  const srcSet = imageSrcSet(src, layout.widths);
  return { src, srcSet, sizes: srcSet ? layout.sizes : undefined };
}
