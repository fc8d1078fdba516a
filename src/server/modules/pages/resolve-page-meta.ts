import type { Executor } from '#server/db/client.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { getProduct } from '#server/modules/catalog/index.js';
import type { PageMeta } from '#shared/page-heads/page-meta.js';
import { productPageMeta } from '#shared/page-heads/product-page-meta.js';
import { sitePageMetaAt, unindexedMeta } from '#shared/page-heads/site-pages.js';
import { pageParameter, pagePaths } from '#shared/paths.js';
import { productIdParamsSchema } from '#shared/schemas/product.js';

const productNotFound = () => unindexedMeta('Product not found');

/** The head of a product page, or of the SPA's "Product not found" for hidden and unknown ones. */
async function productMeta(
  db: Executor,
  publicUrl: string,
  id: string,
  now: Date,
): Promise<PageMeta> {
  const params = productIdParamsSchema.safeParse({ id });
  if (!params.success) return productNotFound();
  try {
    const product = await getProduct(db, params.data.id, { includeHidden: false, now });
    return productPageMeta(product, publicUrl);
  } catch (error) {
    if (error instanceof NotFoundError) return productNotFound();
    throw error;
  }
}

/** The head for a client route: a known page, a visible product, or a generic unindexed one. */
export async function resolvePageMeta(
  db: Executor,
  publicUrl: string,
  pathname: string,
  now: Date,
): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const productId = pageParameter(pagePaths.product, path);
  if (productId !== undefined) return productMeta(db, publicUrl, productId, now);
  return sitePageMetaAt(path) ?? unindexedMeta();
}
