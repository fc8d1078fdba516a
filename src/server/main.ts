import './require-supported-node.js';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '#server/config/config.js';
import { ConfigError } from '#server/config/env.js';
import { buildApp } from './app.js';

/** Time a request in flight gets to finish once the drain is over, before the process gives up. */
const IN_FLIGHT_GRACE_MS = 10_000;

/** Starts the shop: a bad setting stops the boot with one line naming it. */
async function main(): Promise<void> {
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  const drainMs = config.shutdownDrainSeconds * 1000;

  // SIGTERM/SIGINT: fail /readyz and keep serving while the load balancer moves away (drain.ts),
  // then stop accepting, let requests in flight finish, stop background work, close the database.
  closeWithGrace({ delay: drainMs + IN_FLIGHT_GRACE_MS }, async ({ signal, err }) => {
    app.drain.begin();
    if (err) {
      app.log.error({ err }, 'shutting down after an uncaught error');
    } else {
      app.log.info(`${signal} received: draining for ${config.shutdownDrainSeconds} s`);
      await sleep(drainMs);
    }
    await app.close();
    app.log.info('shut down');
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
