// `npm run bench` (third part): scaling out. Two instances of the built shop on one PostgreSQL
// behind HAProxy (deploy/), loaded through HAProxy with one instance in rotation, then with both
// (the other kept out by HAProxy's runtime API); prints each and the throughput ratio two / one. Every process shares this machine's cores, so
// the ratio says how far a second instance helps here, not what a second machine would add.
import os from 'node:os';
import { startLocalCluster } from '#deploy/local-cluster.js';
import { createBenchDatabase } from './bench-database.js';
import { benchFlows } from './flows.js';
import { CONNECTIONS, type Measurement, measure, SECONDS, WARMUP_SECONDS } from './load.js';

/** Rounds of one-then-two (alternating which goes first): others' work on the machine drifts. */
const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3);

function row(cells: (string | number)[]): string {
  return cells.map((cell, index) => String(cell).padEnd(index === 0 ? 34 : 12)).join('');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median round of each figure; errors are summed. */
function summary(name: string, results: Measurement[]): string {
  return row([
    name,
    median(results.map((result) => result.requestsPerSecond)).toFixed(0),
    median(results.map((result) => result.p99Ms)).toFixed(1),
    results.reduce((sum, result) => sum + result.non2xx, 0),
  ]);
}

async function main(): Promise<void> {
  const database = await createBenchDatabase('cluster');
  try {
    const cluster = await startLocalCluster({
      instances: 2,
      databaseUrl: database.url,
      redisUrl: process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL,
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
      // HAProxy would log each connection autocannon drops when it stops; the instances' warnings show.
      proxyLog: 'errors',
      onLine: (source, line) => {
        if (source !== 'haproxy') console.warn(`${source}| ${line}`);
      },
    });
    const withInstances = async (count: 1 | 2) => {
      await cluster.proxy.setState('shop2', count === 1 ? 'maint' : 'ready');
      if (count === 2) await cluster.proxy.waitForStatus('shop2', 'UP');
    };
    try {
      console.info(
        `\nScaling out: HAProxy in front of 1, then 2 instances on PostgreSQL, ${ROUNDS} rounds, medians (${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured; ${os.availableParallelism()} cores for all, load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
      console.info(row(['flow / instances', 'req/s', 'p99 ms', 'errors']));
      for (const flow of benchFlows) {
        const url = `${cluster.origin}${flow.path}`;
        const results: Record<1 | 2, Measurement[]> = { 1: [], 2: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          const order = round % 2 === 0 ? ([1, 2] as const) : ([2, 1] as const);
          for (const count of order) {
            await withInstances(count);
            results[count].push(await measure(url, flow));
          }
        }
        const ratio =
          median(results[2].map((result) => result.requestsPerSecond)) /
          median(results[1].map((result) => result.requestsPerSecond));
        console.info(flow.name);
        console.info(summary('  1 instance', results[1]));
        console.info(summary('  2 instances', results[2]));
        console.info(row(['  ratio 2 / 1', ratio.toFixed(2)]));
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.drop();
  }
}

await main();
