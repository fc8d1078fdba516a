import closeWithGrace from 'close-with-grace';
import { loadConfig } from '#server/config/config.js';
import { ConfigError } from '#server/config/env.js';
import { buildApp } from './app.js';

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

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
