// Several instances of the built shop on one PostgreSQL (and Redis), HAProxy in front: the way
// docs/operations.md runs the shop, on one machine. `npm run cluster` starts one from the command
// line; the rolling-restart test and `npm run bench` use it as a library.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { findHaproxy, type Haproxy, type ProxyLog, startHaproxy } from './cluster/haproxy.js';
import { type ShopInstance, shopInstance } from './cluster/shop-instance.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const haproxyConfigFile = path.join(projectRoot, 'deploy/haproxy.cfg');
/** deploy/haproxy.cfg has server lines for this many instances. */
export const MAX_INSTANCES = 4;

export interface LocalClusterOptions {
  instances: number;
  /** The one PostgreSQL database every instance shares. */
  databaseUrl: string;
  /** Unset: each instance counts rate limits by itself. */
  redisUrl?: string | undefined;
  /** Where HAProxy listens on 127.0.0.1; unset: a free port. */
  proxyPort?: number | undefined;
  /** HAProxy's request log: every request (default), or only what went wrong (load tests). */
  proxyLog?: ProxyLog;
  /** Settings for every instance, over the cluster's own (e.g. ADMIN_EMAIL, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Each line an instance or HAProxy writes, with its name (shop1, …, haproxy). */
  onLine?(source: string, line: string): void;
}

export interface LocalCluster {
  /** HAProxy's address: the shop as shoppers reach it. */
  readonly origin: string;
  readonly instances: readonly ShopInstance[];
  readonly proxy: Haproxy;
  /**
   * A deploy without downtime: one instance after the other is stopped (SIGTERM, its drain),
   * started again, and back in HAProxy's rotation before the next one stops.
   */
  rollingRestart(onStep?: (step: string) => void): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

/**
 * Builds the shop if needed, starts the instances on free ports and HAProxy in front, and resolves
 * once HAProxy sees every instance up. The instances boot together: on an empty database one
 * migrates and loads the demo catalogue under the boot lock while the others wait (decision 0022).
 */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  if (options.instances < 1 || options.instances > MAX_INSTANCES) {
    throw new Error(`A local cluster has 1 to ${MAX_INSTANCES} instances`);
  }
  findHaproxy(); // without it there is no cluster: say so before building and booting
  buildIfStale();
  const onLine = options.onLine ?? (() => undefined);
  const runDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-cluster-'));
  const proxyPort = options.proxyPort ?? (await freePort());
  const origin = `http://127.0.0.1:${proxyPort}`;
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
    // Every instance signs anti-forgery tokens and upload URLs alike (production requires one).
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // One hop: the X-Forwarded-For HAProxy sets (deploy/haproxy.cfg).
    TRUST_PROXY: '1',
    // Uploads and mail files on one disk, as a shared volume would hold them.
    DATA_DIR: path.join(runDir, 'data'),
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    SMTP_URL: '',
    ...options.env,
  };

  const instances: ShopInstance[] = [];
  for (let index = 1; index <= options.instances; index += 1) {
    const name = `shop${index}`;
    instances.push(
      shopInstance({
        name,
        port: await freePort(),
        projectRoot,
        env: settings,
        onLine: (line) => onLine(name, line),
      }),
    );
  }
  let proxy: Haproxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    await Promise.all(instances.map((instance) => instance.start()));
    proxy = await startHaproxy({
      configFile: haproxyConfigFile,
      port: proxyPort,
      servers: instances.map((instance) => instance.address),
      socket: path.join(runDir, 'haproxy.sock'),
      log: options.proxyLog ?? 'all',
      onLine: (line) => onLine('haproxy', line),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const balancer = proxy;

  return {
    origin,
    instances,
    proxy: balancer,
    async rollingRestart(onStep = () => undefined) {
      for (const instance of instances) {
        onStep(`${instance.name}: SIGTERM`);
        const code = await instance.stop();
        if (code !== 0) {
          throw new Error(
            `${instance.name} exited with ${code} on SIGTERM; its last lines:\n${instance.lastLines()}`,
          );
        }
        onStep(`${instance.name}: exited 0, starting again`);
        await instance.start();
        await balancer.waitForStatus(instance.name, 'UP');
        onStep(`${instance.name}: back in rotation`);
      }
    },
    stop,
  };
}
