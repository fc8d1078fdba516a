import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { FALLBACK_IMAGE_URL } from '#shared/constants.js';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/** Falls back to the shop's stock mattress photo when a product has no image or it fails to load. */
export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  function showFallback(event: SyntheticEvent<HTMLImageElement>) {
    const image = event.currentTarget;
    if (image.src.endsWith(FALLBACK_IMAGE_URL)) return;
    // The browser picks from srcset before src, so the fallback only shows once srcset is gone.
    image.removeAttribute('srcset');
    image.src = FALLBACK_IMAGE_URL;
  }

  return (
    <img
      src={src || FALLBACK_IMAGE_URL}
      alt={alt}
      decoding="async"
      onError={showFallback}
      {...props}
    />
  );
}
