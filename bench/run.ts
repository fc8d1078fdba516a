// `npm run bench`: loads the built shop on PostgreSQL and, in the same run, a bare node:http server
// answering the same bytes, then prints both and their ratio. Ratios, not absolute numbers, compare
// across machines. Then the checkout steps, and the catalogue's pages as it grows (issue 17).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './bench-database.js';
import { benchCatalogueGrowth, catalogueSizes } from './catalogue-growth.js';
import { benchCheckoutFlow } from './checkout-flow.js';
import { benchFlows } from './flows.js';
import { CONNECTIONS, measure, SECONDS, WARMUP_SECONDS } from './load.js';
import { startShop } from './shop-process.js';

/** The checkout flow: shoppers at once, and purchases each (the demo's unsized accessories allow ~100). */
const CHECKOUT_SHOPPERS = 10;
const CHECKOUT_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 8);
/** The catalogue grows from the demo's products to this many (BENCH_PRODUCTS=0 skips it). */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** Only these parts (comma-separated: pages, checkout, growth); all when unset. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pages,checkout,growth').split(','));
const BENCH_ADMIN = { email: 'bench.admin@8ettersleep.test', password: 'Bench-Admin-Password-42' };

async function startBareServer(
  body: Buffer,
  dataDir: string,
): Promise<{ origin: string; child: ChildProcess }> {
  // A file, not an environment variable: a rendered page is larger than one may be.
  const bodyFile = path.join(dataDir, 'bare-body');
  await writeFile(bodyFile, body);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, BENCH_BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { origin: `http://127.0.0.1:${chunk.toString().trim()}`, child };
}

function row(cells: (string | number)[]): string {
  return cells.map((cell, index) => String(cell).padEnd(index === 0 ? 28 : 14)).join('');
}

async function benchPages(origin: string, dataDir: string): Promise<void> {
  console.info(row(['flow / server', 'req/s', 'p99 ms', 'errors']));
  for (const flow of benchFlows) {
    const body = Buffer.from(await (await fetch(`${origin}${flow.path}`)).arrayBuffer());
    const bare = await startBareServer(body, dataDir);
    try {
      const shopResult = await measure(`${origin}${flow.path}`, flow);
      const bareResult = await measure(`${bare.origin}${flow.path}`, flow);
      console.info(`${flow.name} (${body.length} bytes)`);
      for (const [name, result] of [
        ['  shop', shopResult],
        ['  bare node:http', bareResult],
      ] as const) {
        console.info(
          row([name, result.requestsPerSecond.toFixed(0), result.p99Ms.toFixed(1), result.non2xx]),
        );
      }
      const throughput = shopResult.requestsPerSecond / bareResult.requestsPerSecond;
      const latency = shopResult.p99Ms / Math.max(bareResult.p99Ms, 0.001);
      console.info(row(['  ratio shop / bare', throughput.toFixed(3), latency.toFixed(2), '']));
    } finally {
      bare.child.kill('SIGTERM');
    }
  }
}

async function benchCheckout(origin: string): Promise<void> {
  console.info(
    `\ncheckout flow: ${CHECKOUT_SHOPPERS} shoppers at once, ${CHECKOUT_ROUNDS} purchases each`,
  );
  console.info(row(['  step', 'count', 'p50 ms', 'p99 ms', 'errors']));
  const steps = await benchCheckoutFlow(origin, {
    shoppers: CHECKOUT_SHOPPERS,
    rounds: CHECKOUT_ROUNDS,
    admin: BENCH_ADMIN,
  });
  for (const step of steps) {
    console.info(
      row([
        `  ${step.step}`,
        step.count,
        step.p50Ms.toFixed(1),
        step.p99Ms.toFixed(1),
        step.errors,
      ]),
    );
  }
}

async function benchGrowth(origin: string, databaseUrl: string): Promise<void> {
  const demo = (await (await fetch(`${origin}/api/products`)).json()) as unknown[];
  const sizes = catalogueSizes(demo.length, PRODUCTS);
  console.info(
    `\ncatalogue growth: ${sizes.map((size) => size.toLocaleString('en')).join(' -> ')} products`,
  );
  console.info(row(['  products / flow', 'req/s', 'p99 ms', 'errors']));
  await benchCatalogueGrowth(origin, databaseUrl, sizes, ({ products, flow, result }) => {
    console.info(
      row([
        `  ${products.toLocaleString('en')} ${flow.name}`,
        result.requestsPerSecond.toFixed(0),
        result.p99Ms.toFixed(1),
        result.non2xx,
      ]),
    );
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-bench-'));
  // PostgreSQL, as production runs: a throwaway database unless DATABASE_URL names one.
  const database = process.env.DATABASE_URL ? undefined : await createBenchDatabase('run');
  const databaseUrl = process.env.DATABASE_URL ?? database?.url ?? '';
  const shop = await startShop({ DATABASE_URL: databaseUrl }, BENCH_ADMIN);
  console.info(
    `Bench: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, PostgreSQL; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  try {
    if (PARTS.has('pages')) await benchPages(shop.origin, dataDir);
    if (PARTS.has('checkout')) await benchCheckout(shop.origin);
    if (PARTS.has('growth') && PRODUCTS > 0) await benchGrowth(shop.origin, databaseUrl);
  } finally {
    shop.child.kill('SIGTERM');
    await once(shop.child, 'exit');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
