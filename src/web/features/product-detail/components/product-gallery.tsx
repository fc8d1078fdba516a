import { useState } from 'react';
import { imageSrcSet } from '../../../../shared/images.js';
import type { ProductImage as ProductImageData } from '../../../../shared/schemas/product.js';
import { ProductImage } from '../../catalog/components/product-image';

/** The main picture fills the left column from 1024 px (about 700 px), else the page's width less its margins. */
const MAIN_WIDTHS = [480, 640, 800, 960, 1200] as const;
const MAIN_SIZES =
  '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';
/** Thumbnails are 80 px, 96 px from 640 px. */
const THUMB_WIDTHS = [80, 160, 240] as const;
const THUMB_SIZES = '(min-width: 640px) 96px, 80px';

interface ProductGalleryProps {
  name: string;
  images: ProductImageData[];
}

/** The main image and a row of thumbnails; choosing a thumbnail puts its picture in the main slot. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-sand sm:rounded-3xl">
        <ProductImage
          // A new element for a new picture, so the old one never shows at the new one's place.
          key={main?.url}
          src={main?.url}
          srcSet={main ? imageSrcSet(main.url, MAIN_WIDTHS) : undefined}
          sizes={MAIN_SIZES}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          width={1200}
          height={900}
          // The largest thing on the page when it opens: fetched first, never deferred.
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
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
                  src={image.url}
                  srcSet={imageSrcSet(image.url, THUMB_WIDTHS)}
                  sizes={THUMB_SIZES}
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
