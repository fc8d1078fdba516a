// `npm run bench`: loads the built shop and, in the same run, a bare node:http server answering the
// same bytes, then prints both and their ratio. Ratios, not absolute numbers, compare across machines.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchCheckoutFlow } from './checkout-flow.js';
import { benchFlows } from './flows.js';
import { CONNECTIONS, measure, SECONDS, WARMUP_SECONDS } from './load.js';
import { startShop } from './shop-process.js';

/** The checkout flow: shoppers at once, and purchases each (the demo's unsized accessories allow ~100). */
const CHECKOUT_SHOPPERS = 10;
const CHECKOUT_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 8);
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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-bench-'));
  const shop = await startShop({ DATA_DIR: dataDir }, BENCH_ADMIN);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.info(
    `Bench: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, ${database}`,
  );
  console.info(row(['flow / server', 'req/s', 'p99 ms', 'errors']));
  try {
    for (const flow of benchFlows) {
      const body = Buffer.from(await (await fetch(`${shop.origin}${flow.path}`)).arrayBuffer());
      const bare = await startBareServer(body, dataDir);
      try {
        const shopResult = await measure(`${shop.origin}${flow.path}`, flow);
        const bareResult = await measure(`${bare.origin}${flow.path}`, flow);
        console.info(`${flow.name} (${body.length} bytes)`);
        for (const [name, result] of [
          ['  shop', shopResult],
          ['  bare node:http', bareResult],
        ] as const) {
          console.info(
            row([
              name,
              result.requestsPerSecond.toFixed(0),
              result.p99Ms.toFixed(1),
              result.non2xx,
            ]),
          );
        }
        const throughput = shopResult.requestsPerSecond / bareResult.requestsPerSecond;
        const latency = shopResult.p99Ms / Math.max(bareResult.p99Ms, 0.001);
        console.info(row(['  ratio shop / bare', throughput.toFixed(3), latency.toFixed(2), '']));
      } finally {
        bare.child.kill('SIGTERM');
      }
    }
    console.info(
      `\ncheckout flow: ${CHECKOUT_SHOPPERS} shoppers at once, ${CHECKOUT_ROUNDS} purchases each`,
    );
    console.info(row(['  step', 'count', 'p50 ms', 'p99 ms', 'errors']));
    const steps = await benchCheckoutFlow(shop.origin, {
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
  } finally {
    shop.child.kill('SIGTERM');
    await once(shop.child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
