import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { COLLECTIONS, SIZE_NAMES } from '#shared/constants.js';
import { inList } from './sql-lists.js';

/**
 * Bumped in the transaction of every change to products, their sizes, images or features (stock
 * holds included) by the triggers of migration 0013, which also NOTIFY `catalogue_changed` with the
 * new value: every instance drops the answers it keeps for shoppers (plugins/catalogue-cache.ts).
 */
export const catalogueVersion = pgSequence('catalogue_version');

/** The channel the triggers NOTIFY on when the catalogue changed. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    collection: text('collection', { enum: COLLECTIONS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    stockQty: integer('stock_qty').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    mainImageKey: text('main_image_key'),
    /** How firm a mattress feels, 0 (soft) to 10 (firm) in half steps; null for accessories. */
    firmness: numeric('firmness', { precision: 3, scale: 1, mode: 'number' }),
    /** The build staff give a product (issue 26): height in cm, materials, certifications, care. */
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    materials: text('materials').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    careNotes: text('care_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search document kept by PostgreSQL: name weighs most, then collection, then description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', collection), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
  },
  (table) => [
    index('products_collection_idx').on(sql`lower(${table.collection})`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    // Trigram indexes let misspelt words ("matress", "hotle") still find products (pg_trgm `<%`).
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('products_collection_trgm_idx').using('gin', table.collection.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
    check('products_collection_check', sql`${table.collection} in (${inList(COLLECTIONS)})`),
    check('products_price_check', sql`${table.priceCents} >= 0`),
    check('products_stock_check', sql`${table.stockQty} >= 0`),
    check(
      'products_firmness_check',
      sql`${table.firmness} between 0 and 10 and ${table.firmness} * 2 = round(${table.firmness} * 2)`,
    ),
    check('products_height_check', sql`${table.heightCm} > 0 and ${table.heightCm} <= 100`),
  ],
);

/** Gallery images; the main image is products.main_image_key. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.sortOrder)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    sizeName: text('size_name', { enum: SIZE_NAMES }).notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    stockQty: integer('stock_qty').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('product_sizes_product_label_key').on(table.productId, table.label),
    check('product_sizes_size_name_check', sql`${table.sizeName} in (${inList(SIZE_NAMES)})`),
    check('product_sizes_label_check', sql`${table.label} ~ '^[0-9]+x[0-9]+(x[0-9]+)?$'`),
    check('product_sizes_price_delta_check', sql`${table.priceDeltaCents} >= 0`),
    check('product_sizes_stock_check', sql`${table.stockQty} >= 0`),
  ],
);

export const productFeatures = pgTable(
  'product_features',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    paragraphs: text('paragraphs').array().notNull().default(sql`'{}'::text[]`),
    reverse: boolean('reverse').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    imageKey: text('image_key'),
    bg: text('bg'),
  },
  (table) => [index('product_features_product_idx').on(table.productId, table.sortOrder)],
);

/** A mattress's layers from top to bottom (sort_order), each one material of a thickness in cm. */
export const productLayers = pgTable(
  'product_layers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    material: text('material').notNull(),
    thicknessCm: numeric('thickness_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('product_layers_product_idx').on(table.productId, table.sortOrder),
    check(
      'product_layers_thickness_check',
      sql`${table.thicknessCm} > 0 and ${table.thicknessCm} <= 100`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductSizeRow = typeof productSizes.$inferSelect;
export type ProductFeatureRow = typeof productFeatures.$inferSelect;
export type ProductLayerRow = typeof productLayers.$inferSelect;

export const productsRelations = relations(products, ({ many }) => ({
  images: many(productImages),
  sizes: many(productSizes),
  features: many(productFeatures),
  layers: many(productLayers),
}));

export const productLayersRelations = relations(productLayers, ({ one }) => ({
  product: one(products, { fields: [productLayers.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
}));

export const productFeaturesRelations = relations(productFeatures, ({ one }) => ({
  product: one(products, { fields: [productFeatures.productId], references: [products.id] }),
}));
