import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eChromium } from './support/chromium';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(projectRoot, 'dist/node/server/main.js');
// A first boot migrates and seeds the embedded database and hashes the admin password: on a busy
// machine (several builds and browsers sharing two cores) that alone has taken over 90 s.
const READY_TIMEOUT_MS = 180_000;

/** The admin account the server makes at boot (ADMIN_EMAIL / ADMIN_PASSWORD). */
const ADMIN_EMAIL = 'e2e-admin@example.com';
const ADMIN_PASSWORD = 'e2e-Admin-passphrase-42';

/** Asks the OS for a port nobody uses, then frees it for the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port from the probe server'));
      });
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The shop server exited with code ${server.exitCode} before it was ready`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Boots the built shop (npm run test:e2e builds first) on a free port with a throwaway DATA_DIR. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run "npm run build" (npm run test:e2e does)`);
  }
  console.info(`End-to-end tests run in ${(await e2eChromium()).description}.`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production runs the mail outbox poller (tests read the reset mail) like the real shop.
      NODE_ENV: 'production',
      // No load balancer to drain away from: stop at once when the run ends.
      SHUTDOWN_DRAIN_SECONDS: '0',
      SESSION_SECRET: 'e2e-only-session-secret-not-used-anywhere-else-0123456789',
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every test logs in and registers from the same address; the real limit would trip.
      RATE_LIMIT_MAX: '10000',
      // The same for checkouts: every spec's open payment pages count against one address.
      CHECKOUT_RATE_LIMIT_MAX: '10000',
      HOLD_UNITS_PER_ADDRESS: '10000',
      // And for wrong voucher codes: each bag's own limit (5) still applies.
      VOUCHER_GUESSES_PER_ADDRESS: '10000',
      // Empty means no mail server: each mail becomes an .eml file under DATA_DIR/mail.
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Empty selects the embedded database in DATA_DIR; the demo catalogue gives the pages data.
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      // No Stripe keys: shoppers pay on the sandbox page, which production allows only when asked.
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const teardown = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  // Workers inherit these: the address, the admin's login and the folder the mail lands in.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  process.env.E2E_DATA_DIR = dataDir;
  return teardown;
}
