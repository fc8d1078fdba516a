import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface ShopProcess {
  origin: string;
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after 90 s`);
}

/**
 * The built shop on a free local port, with this admin account (the flows make their vouchers and
 * read analytics as it), payments on the sandbox page and rate limits out of a load test's way.
 * `storage` chooses the database: `{ DATA_DIR }` for PGlite, `{ DATABASE_URL }` for PostgreSQL.
 */
export async function startShop(
  storage: { DATA_DIR: string } | { DATABASE_URL: string },
  admin: { email: string; password: string },
): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env: {
      ...process.env,
      // As the shop runs for shoppers: React's production build renders the pages.
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...storage,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      RATE_LIMIT_MAX: '100000',
      CHECKOUT_RATE_LIMIT_MAX: '100000',
      HOLD_UNITS_PER_ADDRESS: '100000',
      // Concurrent right codes each hold a slot of the address's count for a moment.
      VOUCHER_GUESSES_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/readyz`, child);
  return { origin, child };
}
