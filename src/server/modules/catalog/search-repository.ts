import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { products } from '#server/db/schema/index.js';
import type { ProductSort } from '#shared/schemas/product.js';
import {
  type ProductFilter,
  type ProductPageWindow,
  type ProductWithChildren,
  productFilterConditions,
  productSortOrder,
  selectProductPage,
} from './repository.js';

/**
 * pg_trgm similarity from which a name or collection counts as a (misspelt) match, tuned on the
 * demo catalogue: "hotle" scores 0.5 against "Hotel Grand" and "pilow" 0.63 against "Pillow".
 */
const NAME_SIMILARITY = '0.5';
/**
 * Descriptions are long, so they are compared word by word (strict word similarity), where
 * "matress" scores 0.7 against "mattress" but "hotle" only 0.24 against "overheating".
 */
const DESCRIPTION_SIMILARITY = '0.5';

/**
 * Products matching a shopper's search, most relevant first, in one query: full-text search over
 * the weighted document (name, collection, description) ranked by ts_rank, plus trigram similarity
 * so typos still match. Names count most, then collections, then descriptions; ties go by id.
 * A sort the shopper chose replaces the ranking.
 */
export async function searchProducts(
  db: Executor,
  search: string,
  filter: ProductFilter,
  sort?: ProductSort,
  window?: ProductPageWindow,
): Promise<{ products: ProductWithChildren[]; total: number }> {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const nameSimilarity = sql`word_similarity(${search}, ${products.name})`;
  const collectionSimilarity = sql`word_similarity(${search}, ${products.collection})`;
  const descriptionSimilarity = sql`strict_word_similarity(${search}, ${products.description})`;
  // `<%` and `<<%` are the indexable forms of "(strict_)word_similarity >= its threshold setting".
  const nameMatches = sql`${search} <% ${products.name}`;
  const collectionMatches = sql`${search} <% ${products.collection}`;
  const descriptionMatches = sql`${search} <<% ${products.description}`;
  const rank = sql`ts_rank(${products.searchVector}, ${query})
    + case when ${nameMatches} then ${nameSimilarity} else 0 end
    + case when ${collectionMatches} then 0.5 * ${collectionSimilarity} else 0 end
    + case when ${descriptionMatches} then 0.25 * ${descriptionSimilarity} else 0 end`;

  return db.transaction(async (tx) => {
    // Local to this transaction: other statements on the connection keep the default thresholds.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY}, true),
        set_config('pg_trgm.strict_word_similarity_threshold', ${DESCRIPTION_SIMILARITY}, true)`,
    );
    return selectProductPage(
      tx,
      and(
        ...productFilterConditions(filter),
        // Text of stop words only ("the") has no lexemes and would match every description.
        sql`numnode(${query}) > 0`,
        sql`(${products.searchVector} @@ ${query} or ${nameMatches} or ${collectionMatches} or ${descriptionMatches})`,
      ),
      sort ? productSortOrder(sort, filter) : [desc(rank)],
      window,
    );
  });
}
