// `npm run bench` (second part): Orders Analytics on PostgreSQL with 100,000 orders. Boots the
// built shop on a fresh database, seeds the orders in SQL (a year and a bit of history, every
// status, a third shipped), then times each analytics call as the admin screen makes it.
// BENCH_ORDERS=1000000 grows the history; BENCH_ORDERS=100000,1000000 runs both and prints the
// growth of each call's p99 (flat is the aim: decision 0034).
import { once } from 'node:events';
import pg from 'pg';
import { createBenchDatabase } from './bench-database.js';
import { percentile } from './checkout-flow.js';
import { ShopClient } from './shop-client.js';
import { type ShopProcess, startShop } from './shop-process.js';

const ORDER_COUNTS = (process.env.BENCH_ORDERS ?? '100000')
  .split(',')
  .map((count) => Number(count.trim()));
const CALLS = Number(process.env.BENCH_ANALYTICS_CALLS ?? 200);
const ADMIN = { email: 'bench.analytics@8ettersleep.test', password: 'Bench-Analytics-Admin-42' };

/**
 * Orders as fulfilment writes them (a completed checkout session, the order, one or two lines,
 * its fulfilment row) over the last 400 days: 8 in 11 paid, the rest processing, failed or
 * refunded; half by card, a quarter each by PayNow and GrabPay; products from the demo catalogue
 * at their prices.
 */
async function seedOrders(client: pg.Client, orders: number): Promise<void> {
  await client.query('begin');
  // A bulk load: the roll-up triggers are off and the roll-ups are counted once at the end, as
  // decision 0034 prescribes (a shop gains its orders one commit at a time, with the triggers).
  await client.query(`set local session_replication_role = replica`);
  await client.query(`
    create temp table bench_products on commit drop as
      select row_number() over (order by id) as rn, id, name, price_cents from products;
    create temp table bench_gen on commit drop as
      select g, now() - random() * interval '400 days' as t,
        (array['paid','paid','paid','paid','paid','paid','paid','paid','processing','failed','refunded'])[1 + floor(random() * 11)::int] as status,
        1 + floor(random() * 3)::int as qty,
        1 + floor(random() * (select count(*) from bench_products))::int as pick,
        case when random() < 0.5 then 1 + floor(random() * (select count(*) from bench_products))::int end as pick2,
        random() < 0.33 as shipped
      from generate_series(1, ${orders}) as g;
    create temp table bench_lines on commit drop as
      select g.g, p.id as product_id, p.name, g.qty, p.price_cents
        from bench_gen g join bench_products p on p.rn = g.pick
      union all
      select g.g, p.id, p.name, 1, p.price_cents
        from bench_gen g join bench_products p on p.rn = g.pick2;
    create temp table bench_totals on commit drop as
      select g, sum(qty * price_cents)::int as subtotal from bench_lines group by g;
    insert into checkout_sessions
      (provider, provider_session_id, state, subtotal_cents, discount_cents, total_cents, expires_at, created_at)
      select 'sandbox', 'sbx_bench_' || g.g, 'completed', s.subtotal, 0, s.subtotal, g.t, g.t
      from bench_gen g join bench_totals s on s.g = g.g;
    create temp table bench_orders on commit drop as
      with inserted as (
        insert into orders (checkout_session_id, email, status, subtotal_cents, discount_cents,
            total_cents, shipping_line1, shipping_postal, payment_method, created_at, updated_at)
          select cs.id, 'bench' || g.g || '@example.sg', g.status, cs.subtotal_cents, 0,
            cs.total_cents, '1 Bench Road #01-01', '018989',
            (array['card','card','paynow','grabpay'])[1 + g.g % 4], g.t, g.t
          from bench_gen g join checkout_sessions cs on cs.provider_session_id = 'sbx_bench_' || g.g
          returning id, checkout_session_id
      )
      select i.id, g.g, g.t, g.shipped from inserted i
        join checkout_sessions cs on cs.id = i.checkout_session_id
        join bench_gen g on cs.provider_session_id = 'sbx_bench_' || g.g;
    insert into order_items (order_id, product_id, name, qty, unit_price_cents)
      select o.id, l.product_id, l.name, l.qty, l.price_cents
      from bench_orders o join bench_lines l on l.g = o.g;
    insert into order_fulfillments (order_id, created_at, shipped_at)
      select id, t, case when shipped then t end from bench_orders;
  `);
  await client.query('commit');
  await client.query('select analytics_rebuild()');
  // As autovacuum leaves tables of this age: visibility maps set, so index-only scans stay so.
  await client.query('vacuum analyze');
}

interface Call {
  name: string;
  path: (index: number) => string;
}

/** The calls of the Analytics tab, over the ranges staff pick. */
const CALLS_TO_TIME: Call[] = [
  { name: 'summary ?days=30', path: () => '/api/analytics/orders/summary?days=30' },
  { name: 'summary ?days=366', path: () => '/api/analytics/orders/summary?days=366' },
  { name: 'daily ?days=30', path: () => '/api/analytics/orders/daily?days=30' },
  { name: 'daily ?days=366', path: () => '/api/analytics/orders/daily?days=366' },
  {
    name: 'top-products ?days=30',
    path: () => '/api/analytics/orders/top-products?days=30&limit=5',
  },
  {
    name: 'top-products ?days=366',
    path: () => '/api/analytics/orders/top-products?days=366&limit=5',
  },
  {
    name: 'to-fulfill ?days=30 (25/page)',
    path: (i) => `/api/analytics/orders/to-fulfill?days=30&limit=25&offset=${(i % 20) * 25}`,
  },
  {
    name: 'to-fulfill ?days=366 (100/page)',
    path: (i) => `/api/analytics/orders/to-fulfill?days=366&limit=100&offset=${(i % 50) * 100}`,
  },
  { name: 'admin orders ?limit=200', path: () => '/api/orders/admin/orders?limit=200' },
];

function row(cells: (string | number)[]): string {
  return cells.map((cell, index) => String(cell).padEnd(index === 0 ? 34 : 12)).join('');
}

/** p99 in ms of each call, by its name. */
type Timings = Map<string, number>;

async function benchAt(orders: number): Promise<Timings> {
  const timings: Timings = new Map();
  const database = await createBenchDatabase('analytics');
  let shop: ShopProcess | undefined;
  try {
    shop = await startShop({ DATABASE_URL: database.url }, ADMIN);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const seedStart = performance.now();
    await seedOrders(db, orders);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from orders');
    await db.end();
    console.info(
      `\nOrders Analytics on PostgreSQL: ${rows[0]?.n} orders seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${CALLS} calls each, one at a time`,
    );
    const client = new ShopClient(shop.origin);
    const login = await client.login(ADMIN.email, ADMIN.password);
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    console.info(row(['  call', 'p50 ms', 'p99 ms', 'max ms', 'errors']));
    for (const call of CALLS_TO_TIME) {
      for (let i = 0; i < 5; i += 1) await client.get(call.path(i)); // warm-up
      const times: number[] = [];
      let errors = 0;
      for (let i = 0; i < CALLS; i += 1) {
        const started = performance.now();
        const answer = await client.get(call.path(i));
        times.push(performance.now() - started);
        if (answer.status !== 200) errors += 1;
      }
      const sorted = times.sort((a, b) => a - b);
      timings.set(call.name, percentile(sorted, 0.99));
      console.info(
        row([
          `  ${call.name}`,
          percentile(sorted, 0.5).toFixed(1),
          percentile(sorted, 0.99).toFixed(1),
          (sorted.at(-1) ?? 0).toFixed(1),
          errors,
        ]),
      );
    }
  } finally {
    if (shop) {
      shop.child.kill('SIGTERM');
      await once(shop.child, 'exit');
    }
    await database.drop();
  }
  return timings;
}

async function main(): Promise<void> {
  const runs: [number, Timings][] = [];
  for (const orders of ORDER_COUNTS) runs.push([orders, await benchAt(orders)]);
  if (runs.length < 2) return;
  const sizes = runs.map(([orders]) => `${(orders / 1000).toLocaleString('en-SG')}k p99`);
  console.info(`\nOrders Analytics growth (p99 ms; last column: largest ÷ smallest)`);
  console.info(row(['  call', ...sizes, 'growth']));
  for (const call of CALLS_TO_TIME) {
    const p99s = runs.map(([, timings]) => timings.get(call.name) ?? Number.NaN);
    const growth = (p99s.at(-1) ?? Number.NaN) / (p99s[0] ?? Number.NaN);
    console.info(
      row([`  ${call.name}`, ...p99s.map((p99) => p99.toFixed(1)), `×${growth.toFixed(2)}`]),
    );
  }
}

await main();
