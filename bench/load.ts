// The load every throughput bench applies: the same connections and durations, so their figures
// compare.
import autocannon from 'autocannon';
import type { BenchFlow } from './flows.js';

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 3;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function load(url: string, flow: BenchFlow, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: flow.method,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** A warm-up, then the measured run. */
export async function measure(url: string, flow: BenchFlow): Promise<Measurement> {
  await load(url, flow, WARMUP_SECONDS);
  return load(url, flow, SECONDS);
}
