import { and, desc, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import { productSizes, products } from '#server/db/schema/index.js';
import { SIZE_NAMES } from '#shared/constants.js';
import type { ProductSort } from '#shared/schemas/product.js';
import {
  type ProductFilter,
  type ProductPageWindow,
  type ProductWithChildren,
  productFilterConditions,
  productSortOrder,
  selectProductPage,
} from './repository.js';
import { sizeWordsSpeltLike } from './size-words.js';

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
 * Similarity from which a word of the catalogue stands in for a searched word: "matress" scores
 * 0.7 against "mattress", while unrelated words of the catalogue stay below 0.4.
 */
const SPELLING_SIMILARITY = 0.5;
/** Catalogue words tried in place of one searched word, closest first. */
const SPELLINGS_PER_WORD = 3;
/** Words of a search taken into account; the search text is at most 200 characters anyway. */
const MAX_WORDS = 8;

/**
 * What kind of product a row is, as searchable text: every product outside the Accessories
 * collection is a mattress, whether or not its name or description says so.
 */
const kindDocument = sql`setweight(to_tsvector('english',
  case when ${products.collection} = 'Accessories' then 'accessory' else 'mattress' end), 'B')`;
/**
 * The names of the sizes a product comes in ("Super Single", "King"), as searchable text: a
 * shopper searching "king" wants the beds sold in King. Read at search time from the sizes, so
 * a size staff add is found at once; weighted lowest, below any word of the name.
 */
const sizeDocument = sql`setweight(to_tsvector('english', coalesce((
  select string_agg(${productSizes.sizeName}, ' ') from ${productSizes}
  where ${productSizes.productId} = ${products.id}), '')), 'D')`;
/** The stored document (name, collection, description) plus the product's kind and sizes. */
const searchDocument = sql`(${products.searchVector} || ${kindDocument} || ${sizeDocument})`;

interface SearchWord {
  /** The searched word as the english dictionary stems it. */
  stem: string;
  /** Words of the catalogue spelt like it (the stem itself when the catalogue has it). */
  spellings: string[];
  /** Size words ("king") it is a typo of, when the catalogue has no word like it ("kng"). */
  sizeWords: string[];
}

/**
 * The searched words with the catalogue's words that are spelt like them, so that "matress"
 * searches for what "mattress" does. The catalogue's words are the lexemes of its documents and
 * the two kinds and the size names; stop words ("the") have no stem and drop out.
 */
async function spellWords(tx: Executor, words: string[]): Promise<SearchWord[]> {
  const searchedWords = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ word: string; stem: string; spellings: string[] | null }>(
    tx,
    sql`
    with lexicon as materialized (
      select word from ts_stat('select search_vector from products')
      union select unnest(array['mattress', 'accessori'])
      union select lexeme from unnest(to_tsvector('english', ${SIZE_NAMES.join(' ')}))
    ),
    searched as (
      select w.ord, w.word, (select lexeme from unnest(to_tsvector('english', w.word)) limit 1) as stem
      from unnest(${searchedWords}) with ordinality as w(word, ord)
    )
    select s.ord, s.word, s.stem, (
      select array_agg(l.word order by similarity(l.word, s.stem) desc, l.word)
      from (
        select word from lexicon
        where similarity(word, s.stem) >= ${SPELLING_SIMILARITY}
        order by similarity(word, s.stem) desc, word
        limit ${SPELLINGS_PER_WORD}
      ) l
    ) as spellings
    from searched s
    where s.stem is not null
    order by s.ord`,
  );
  return rows.map((row) => {
    const spellings = row.spellings ?? [];
    // Size words are too short for trigrams to see their typos; an edit count is asked only when
    // nothing of the catalogue is spelt like the word, so "kind" never turns into "king".
    const sizeWords = spellings.length === 0 ? sizeWordsSpeltLike(row.word) : [];
    return { stem: row.stem, spellings, sizeWords };
  });
}

/** One searched word as a query: its own stem, any of its spellings or the size words it means. */
function wordQuery(word: SearchWord): SQL {
  const terms = [...new Set([word.stem, ...word.spellings])].map(
    (term) => sql`phraseto_tsquery('simple', ${term})`,
  );
  // Size words are whole words, not yet stemmed as the document is ("single" is "singl").
  const sizes = word.sizeWords.map((sizeWord) => sql`phraseto_tsquery('english', ${sizeWord})`);
  return sql`(${sql.join([...terms, ...sizes], sql` || `)})`;
}

/**
 * Products matching a shopper's search, in one ranked query after the spelling look-up:
 * full-text search over the weighted document (name, collection, description, kind, sizes) where every
 * searched word or one of its catalogue spellings must occur, plus trigram similarity on name,
 * collection and description so other typos still match. Products whose kind alone answers the
 * search ("mattress", "matress") come first; then names count most, then collections, then
 * descriptions; ties go by id. A sort the shopper chose replaces the ranking.
 */
export async function searchProducts(
  db: Executor,
  search: string,
  filter: ProductFilter,
  sort?: ProductSort,
  window?: ProductPageWindow,
): Promise<{ products: ProductWithChildren[]; total: number }> {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const nameSimilarity = sql`word_similarity(${search}, ${products.name})`;
  const collectionSimilarity = sql`word_similarity(${search}, ${products.collection})`;
  const descriptionSimilarity = sql`strict_word_similarity(${search}, ${products.description})`;
  // `<%` and `<<%` are the indexable forms of "(strict_)word_similarity >= its threshold setting".
  const nameMatches = sql`${search} <% ${products.name}`;
  const collectionMatches = sql`${search} <% ${products.collection}`;
  const descriptionMatches = sql`${search} <<% ${products.description}`;

  return db.transaction(async (tx) => {
    const spelt = words.length > 0 ? await spellWords(tx, words) : [];
    // Text of stop words only ("the") has no words to look for and would match every product.
    if (spelt.length === 0) return { products: [], total: 0 };
    const query = sql`(${sql.join(spelt.map(wordQuery), sql` && `)})`;
    const kindAnswers = sql`${kindDocument} @@ ${query}`;
    const rank = sql`ts_rank(${searchDocument}, ${query})
      + case when ${nameMatches} then ${nameSimilarity} else 0 end
      + case when ${collectionMatches} then 0.5 * ${collectionSimilarity} else 0 end
      + case when ${descriptionMatches} then 0.25 * ${descriptionSimilarity} else 0 end`;
    // Local to this transaction: other statements on the connection keep the default thresholds.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY}, true),
        set_config('pg_trgm.strict_word_similarity_threshold', ${DESCRIPTION_SIMILARITY}, true)`,
    );
    return selectProductPage(
      tx,
      and(
        ...productFilterConditions(filter),
        sql`(${searchDocument} @@ ${query} or ${nameMatches} or ${collectionMatches} or ${descriptionMatches})`,
      ),
      sort ? productSortOrder(sort, filter) : [desc(kindAnswers), desc(rank)],
      window,
    );
  });
}
