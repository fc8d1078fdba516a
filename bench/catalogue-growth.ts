// `npm run bench` (catalogue growth): the storefront's list, collection and search calls and their
// rendered pages as the catalogue grows from the demo's products to BENCH_PRODUCTS (10,000), so
// the cost curve can be read. Copies of the demo products are added in SQL between the steps.
import pg from 'pg';
import { type BenchFlow, catalogueGrowthFlows } from './flows.js';
import { type Measurement, measure } from './load.js';

/** The sizes measured: the demo catalogue, then these, up to BENCH_PRODUCTS. */
const STEPS = [1_000, 10_000];

export function catalogueSizes(demoProducts: number, largest: number): number[] {
  return [demoProducts, ...STEPS.filter((size) => size < largest), largest].filter(
    (size, index, sizes) => size >= demoProducts && sizes.indexOf(size) === index,
  );
}

/**
 * Adds copies of the demo products (with their sizes, pictures and features) until the catalogue
 * holds `total`: "Hotel Grand No. 25" and so on, spread evenly over the collections.
 */
export async function growCatalogue(databaseUrl: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: templates } = await client.query<{ id: number }>(
      `select id from products where name not like '% No. %' order by id`,
    );
    const { rows: counted } = await client.query<{ n: number }>(
      'select count(*)::int as n from products',
    );
    let next = counted[0]?.n ?? 0;
    await client.query('begin');
    for (const [index, template] of templates.entries()) {
      // This template's share of the products still to add.
      const copies = Math.floor((total - next) / (templates.length - index));
      if (copies <= 0) continue;
      const { rows: made } = await client.query<{ id: number }>(
        `insert into products (name, description, collection, price_cents, stock_qty, is_visible,
            main_image_key, firmness)
          select p.name || ' No. ' || ($2::int + g), p.description, p.collection,
            p.price_cents + g % 50 * 100, p.stock_qty, p.is_visible, p.main_image_key, p.firmness
          from products p, generate_series(1, $3::int) g where p.id = $1
          returning id`,
        [template.id, next, copies],
      );
      const ids = made.map((row) => row.id);
      next += copies;
      await client.query(
        `insert into product_sizes (product_id, label, size_name, price_delta_cents, stock_qty, sort_order)
          select copy, label, size_name, price_delta_cents, stock_qty, sort_order
          from product_sizes, unnest($2::int[]) copy where product_id = $1`,
        [template.id, ids],
      );
      await client.query(
        `insert into product_images (product_id, key, sort_order)
          select copy, key, sort_order from product_images, unnest($2::int[]) copy where product_id = $1`,
        [template.id, ids],
      );
      await client.query(
        `insert into product_features (product_id, name, slogan, paragraphs, reverse, sort_order, image_key, bg)
          select copy, name, slogan, paragraphs, reverse, sort_order, image_key, bg
          from product_features, unnest($2::int[]) copy where product_id = $1`,
        [template.id, ids],
      );
    }
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

export interface GrowthRow {
  products: number;
  flow: BenchFlow;
  result: Measurement;
}

/** Each growth flow loaded at each catalogue size, growing the catalogue in between. */
export async function benchCatalogueGrowth(
  origin: string,
  databaseUrl: string,
  sizes: number[],
  onRow: (row: GrowthRow) => void,
): Promise<void> {
  for (const size of sizes) {
    await growCatalogue(databaseUrl, size);
    for (const flow of catalogueGrowthFlows) {
      onRow({ products: size, flow, result: await measure(`${origin}${flow.path}`, flow) });
    }
  }
}
