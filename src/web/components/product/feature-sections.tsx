import { imageSrcSet } from '#shared/images.js';
import type { ProductFeature } from '#shared/schemas/product.js';
import { ProductImage } from './product-image';

/** Spec section 9: at most 2 features by default, at most 4 paragraphs each. */
const DEFAULT_FEATURE_LIMIT = 2;
const MAX_PARAGRAPHS = 4;

/** Half the page from 1024 px (about 620 px in a 1280 px page), else the page's width less its margins. */
const IMAGE_WIDTHS = [480, 640, 800, 960, 1200] as const;
const IMAGE_SIZES =
  '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

interface FeatureSectionsProps {
  features: ProductFeature[];
  limit?: number;
}

/**
 * A product's features as picture-and-text rows. Sides alternate row by row, and a feature with
 * its reverse flag set always puts its picture on the right.
 */
export function FeatureSections({ features, limit = DEFAULT_FEATURE_LIMIT }: FeatureSectionsProps) {
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {features.slice(0, limit).map((feature, index) => {
        const imageRight = feature.reverse || index % 2 === 1;
        return (
          <article
            key={feature.featureId}
            data-side={imageRight ? 'right' : 'left'}
            className="relative isolate grid items-center overflow-hidden rounded-3xl bg-white ring-1 ring-sand lg:grid-cols-2"
          >
            {feature.bg && (
              // The colour an editor chose for the row (the shop's white when none), painted in
              // SVG: an inline style in server-rendered markup would break the style CSP.
              <svg aria-hidden="true" className="absolute inset-0 -z-10 size-full">
                <rect width="100%" height="100%" fill={feature.bg} />
              </svg>
            )}
            <div className={`aspect-[4/3] bg-sand ${imageRight ? 'lg:order-last' : ''}`}>
              <ProductImage
                src={feature.image}
                srcSet={feature.image ? imageSrcSet(feature.image, IMAGE_WIDTHS) : undefined}
                sizes={IMAGE_SIZES}
                alt=""
                width={1200}
                height={900}
                loading="lazy"
                className="size-full object-cover"
              />
            </div>
            <div className="px-6 py-8 sm:px-10 sm:py-12 lg:px-14">
              <h3 className="text-2xl leading-tight text-navy sm:text-3xl">{feature.name}</h3>
              {feature.slogan && (
                <p className="mt-3 font-serif text-lg italic text-gold-deep">{feature.slogan}</p>
              )}
              <div className="mt-5 space-y-4 leading-relaxed text-ink/80">
                {feature.paragraphs.slice(0, MAX_PARAGRAPHS).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
