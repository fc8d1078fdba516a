import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#server/config/project-root.js';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

export interface ShopProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the shop wrote to stdout so far (its JSON log lines). */
  output(): string;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const READY_TIMEOUT_MS = 90_000;

export interface ShopProcessOptions {
  /** Default: a free one. A restarted shop takes its old port again. */
  port?: number;
  /** Default: a temporary folder removed when the process ends; a given one is kept. */
  dataDir?: string;
}

/**
 * The shop from its sources (no build needed) as a process of its own, listening on 127.0.0.1;
 * `env` adds to or overrides the quiet development settings below. Resolves once /readyz answers
 * 200.
 */
export async function startShopProcess(
  env: Record<string, string> = {},
  options: ShopProcessOptions = {},
): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const dataDir =
    options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), '8ettersleep-process-')));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      REDIS_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (!options.dataDir) void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  const shop: ShopProcess = {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${shop.origin}/readyz`)).ok) return shop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await shop.stop('SIGKILL');
  throw new Error('shop not ready after 90 s');
}
