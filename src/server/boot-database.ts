import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '#server/db/client.js';
import { openConfiguredDatabase } from '#server/db/open-configured.js';
import { seedDemoCatalog } from '#server/db/seed/seed.js';
import { resolveSessionSecrets, type SessionSecrets } from '#server/modules/auth/index.js';
import { ensureAdminAccount } from '#server/modules/users/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Periodic background work: one run at a time across every instance (client.ts). */
    runAlone: DatabaseHandle['runAlone'];
  }
}

/**
 * Gives the app its database: the caller's (tests) or the configured one, closed with the app when
 * opened here. Then prepares it for this version of the shop and decorates the session secrets.
 * A failure closes the app and is thrown.
 */
export async function bootDatabase(
  app: FastifyInstance,
  given: DatabaseHandle | undefined,
): Promise<DatabaseHandle> {
  const database =
    given ??
    (await openConfiguredDatabase(app.config, (error) =>
      app.log.warn({ err: error }, 'idle database connection failed'),
    ));
  app.decorate('db', database.db);
  app.decorate('runAlone', database.runAlone);
  app.addHook('onClose', async () => {
    if (!given) await database.close();
  });
  let sessionSecrets: SessionSecrets;
  try {
    sessionSecrets = await prepareDatabase(app, database);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('sessionSecrets', sessionSecrets);
  return database;
}

/**
 * Prepares the database for this version of the shop (migrations, first-boot demo data, admin)
 * under the boot lock, and settles the secrets, generated into the database when not configured.
 */
async function prepareDatabase(app: FastifyInstance, database: DatabaseHandle) {
  const { config } = app;
  return database.withBootLock(
    async () => {
      await database.migrate();
      if (config.seedDemoData) {
        const result = await seedDemoCatalog(database.db);
        if (result.seeded) app.log.info(`Loaded the demo catalogue (${result.products} products)`);
      }
      if (config.admin) await ensureAdminAccount(database.db, config.admin);
      return resolveSessionSecrets(config, database.db);
    },
    () => app.log.info('Another instance is preparing the database: waiting for it'),
  );
}
