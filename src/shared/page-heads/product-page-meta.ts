import { CURRENCY, FALLBACK_IMAGE_URL } from '#shared/constants.js';
import { PRODUCT_MAIN_IMAGE_LAYOUT, responsiveImage } from '#shared/image-layouts.js';
import { withImageWidth } from '#shared/images.js';
import { formatDollars } from '#shared/money.js';
import { pageTitle } from '#shared/page-titles.js';
import { pagePaths } from '#shared/paths.js';
import type { Product } from '#shared/schemas/product.js';
import type { ShownReview } from '#shared/schemas/reviews.js';
import { shopInfo } from '#shared/shop-info.js';
import { absoluteUrl, metaDescription, type PageMeta } from './page-meta.js';
import { PREVIEW_IMAGE_WIDTH } from './site-pages.js';

/** Its approved buyers' stars as schema.org has them: the average, and each review shown. */
function ratingData(product: Product, reviews: ShownReview[]) {
  if (!product.rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average.toFixed(1),
      reviewCount: product.rating.count,
      bestRating: '5',
      worstRating: '1',
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: String(review.rating), bestRating: '5' },
    })),
  };
}

/**
 * The head of a product page: its name, price and picture for link previews, and a schema.org
 * Product with an Offer in SGD so search results can show the price and whether it is in stock,
 * with its buyers' AggregateRating and the reviews on the page's first page of them (issue 26).
 */
export function productPageMeta(
  product: Product,
  publicUrl: string,
  reviews: ShownReview[] = [],
): PageMeta {
  const path = pagePaths.product(product.productId);
  // In the order the page's gallery shows them (src/web/features/product-detail/components).
  const pictures = [product.mainImage, ...product.gallery].filter((image) => image !== null);
  const images = pictures.map((image) =>
    absoluteUrl(publicUrl, withImageWidth(image.url, PREVIEW_IMAGE_WIDTH)),
  );
  const image = images[0] ?? absoluteUrl(publicUrl, FALLBACK_IMAGE_URL);
  const price =
    product.dimensions.length > 1
      ? `From ${formatDollars(product.price)}`
      : formatDollars(product.price);
  return {
    title: pageTitle(`${product.name} | ${product.collection} Collection`),
    description: metaDescription(`${price}. ${product.description}`),
    canonicalPath: path,
    image,
    imageAlt: product.name,
    type: 'product',
    // The gallery's main picture, the page's largest paint.
    preloadImages: [responsiveImage(pictures[0]?.url, PRODUCT_MAIN_IMAGE_LAYOUT)],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description.replace(/\s+/g, ' ').trim(),
      image: images.length > 0 ? images : [image],
      sku: String(product.productId),
      productID: String(product.productId),
      category: `${product.collection} Collection`,
      brand: { '@type': 'Brand', name: shopInfo.name },
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: CURRENCY,
        availability: `https://schema.org/${product.stockQty > 0 ? 'InStock' : 'OutOfStock'}`,
        url: absoluteUrl(publicUrl, path),
        seller: { '@type': 'Organization', name: shopInfo.name },
      },
      ...ratingData(product, reviews),
    },
  };
}
