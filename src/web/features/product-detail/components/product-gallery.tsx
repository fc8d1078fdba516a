import { lazy, Suspense, useRef, useState } from 'react';
import {
  PRODUCT_MAIN_IMAGE_LAYOUT,
  PRODUCT_THUMBNAIL_LAYOUT,
  responsiveImage,
} from '#shared/image-layouts.js';
import type { ProductImage as ProductImageData } from '#shared/schemas/product.js';
import { ProductImage } from '#web/components/product/product-image.tsx';

// The full-screen viewer is code of its own: it loads when a shopper opens it (or points at it).
const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(loadViewer);

interface ProductGalleryProps {
  name: string;
  images: ProductImageData[];
}

/**
 * The main image and a row of thumbnails; choosing a thumbnail puts its picture in the main slot,
 * and the main picture opens them all full screen.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <button
        ref={opener}
        type="button"
        onClick={() => setViewing(true)}
        onPointerEnter={() => void loadViewer()}
        onFocus={() => void loadViewer()}
        disabled={!main}
        aria-haspopup="dialog"
        aria-label={`Open ${images.length > 1 ? `image ${selected + 1} of ${images.length}` : 'the image'} full screen, with zoom`}
        className="group relative block aspect-[4/3] cursor-zoom-in overflow-hidden rounded-2xl bg-sand sm:rounded-3xl"
      >
        <ProductImage
          // A new element for a new picture, so the old one never shows at the new one's place.
          key={main?.url}
          // The server preloads the first picture from the same layout (src/shared/page-heads/product-page-meta.ts).
          {...responsiveImage(main?.url, PRODUCT_MAIN_IMAGE_LAYOUT)}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          width={1200}
          height={900}
          // The largest thing on the page when it opens: fetched first, never deferred.
          fetchPriority="high"
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-full bg-navy/80 px-3 py-1.5 text-xs font-medium text-cream opacity-90 transition-opacity group-hover:opacity-100"
        >
          ⤢ Zoom
        </span>
      </button>
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer
            name={name}
            images={images}
            start={selected}
            onClose={(last) => {
              setViewing(false);
              setSelected(last);
              // The viewer leaves the page rather than closing: focus goes back where it was.
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1 sm:gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                className="block size-20 overflow-hidden rounded-xl bg-sand ring-offset-2 ring-offset-cream transition aria-pressed:ring-2 aria-pressed:ring-navy sm:size-24 [&:not([aria-pressed=true])]:opacity-75 hover:opacity-100"
              >
                <ProductImage
                  {...responsiveImage(image.url, PRODUCT_THUMBNAIL_LAYOUT)}
                  alt=""
                  width={96}
                  height={96}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
