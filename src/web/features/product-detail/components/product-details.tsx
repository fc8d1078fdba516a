import { Link } from 'react-router';
import { collectionSlug } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';
import type { Product } from '#shared/schemas/product.js';
import { CompareToggle } from '#web/components/compare-toggle.tsx';
import { AccessoriesCarousel } from '#web/components/product/accessories-carousel.tsx';
import { FeatureSections } from '#web/components/product/feature-sections.tsx';
import { RatingSummary } from '#web/components/product/star-rating.tsx';
import { firmnessPanelFor } from '../lib/firmness';
import { AccessoryAddButton } from './accessory-add-button';
import { FirmnessPanel } from './firmness-panel';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductReviews, REVIEWS_TITLE_ID } from './product-reviews';
import { ProductSpecsSection } from './product-specs';

const eyebrowClass = 'text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep';

/** The description is written a point a line; blank lines are only spacing. */
function descriptionLines(description: string): string[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function ProductDetails({ product }: { product: Product }) {
  const images = [product.mainImage, ...product.gallery].filter((image) => image !== null);
  const firmness = firmnessPanelFor(product);
  const collectionPath = pagePaths.collection(collectionSlug(product.collection));

  return (
    <>
      <div className="mx-auto max-w-7xl px-5 pt-6 pb-16 sm:px-8 lg:pb-24">
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={pagePaths.home} className="hover:text-navy">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={collectionPath} className="hover:text-navy">
                {product.collection}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-ink">
              {product.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-8 lg:mt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          {/* The text column is the longer one: the pictures stay in view beside it. */}
          <div className="lg:sticky lg:top-28 lg:self-start">
            <ProductGallery name={product.name} images={images} />
          </div>
          {/* Room on the right for the chat button (fixed 80 px from the edge) until the page's own margin gives it. */}
          <div className="flex flex-col gap-7 lg:pr-16 2xl:pr-0">
            <div>
              <p className={eyebrowClass}>{product.collection}</p>
              <h1 className="mt-3 text-4xl leading-tight text-navy sm:text-5xl">{product.name}</h1>
              {product.rating && (
                <a href={`#${REVIEWS_TITLE_ID}`} className="mt-2 inline-block hover:underline">
                  <RatingSummary rating={product.rating} />
                </a>
              )}
            </div>
            <ProductPurchase product={product} />
            {product.collection !== 'Accessories' && <CompareToggle product={product} />}
            <section aria-labelledby="about-product-title" className="border-t border-sand pt-7">
              <h2 id="about-product-title" className="text-xl text-navy">
                About this product
              </h2>
              <div className="mt-4 space-y-3 leading-relaxed text-ink/80">
                {descriptionLines(product.description).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </section>
          </div>
        </div>
      </div>
      {firmness && <FirmnessPanel panel={firmness} />}
      <ProductSpecsSection specs={product.specs} />
      {product.features.length > 0 && (
        <section
          aria-labelledby="features-title"
          className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
        >
          <p className={eyebrowClass}>Made with care</p>
          <h2 id="features-title" className="mt-3 text-3xl leading-tight text-navy sm:text-4xl">
            Why you&apos;ll love it
          </h2>
          <div className="mt-10">
            <FeatureSections features={product.features} />
          </div>
        </section>
      )}
      <ProductReviews productId={product.productId} />
      <section aria-labelledby="accessories-title" className="bg-sand/50">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-20">
          <p className={eyebrowClass}>Complete your bed</p>
          <h2 id="accessories-title" className="mt-3 text-3xl leading-tight text-navy sm:text-4xl">
            Accessories
          </h2>
          <div className="mt-10">
            <AccessoriesCarousel
              excludeProductId={product.productId}
              renderAction={(accessory) => <AccessoryAddButton product={accessory} />}
            />
          </div>
        </div>
      </section>
    </>
  );
}
