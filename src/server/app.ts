import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '#server/config/config.js';
import { fastifyTrustProxy } from '#server/config/trust-proxy.js';
import { type Database, type DatabaseHandle, openDatabase } from '#server/db/client.js';
import { seedDemoCatalog } from '#server/db/seed/seed.js';
import { redactedErrorSerializer } from '#server/lib/log-redaction.js';
import { analyticsModule } from '#server/modules/analytics/index.js';
import { auditModule } from '#server/modules/audit/index.js';
import {
  authModule,
  resolveSessionSecrets,
  type SessionSecrets,
} from '#server/modules/auth/index.js';
import { cartModule } from '#server/modules/cart/index.js';
import { catalogModule } from '#server/modules/catalog/index.js';
import { checkoutModule } from '#server/modules/checkout/index.js';
import { mailModule } from '#server/modules/mail/index.js';
import { bucketOrigin, mediaModule } from '#server/modules/media/index.js';
import { ordersModule } from '#server/modules/orders/index.js';
import { pagesModule } from '#server/modules/pages/index.js';
import { productAdminModule } from '#server/modules/product-admin/index.js';
import { ensureAdminAccount, usersModule } from '#server/modules/users/index.js';
import { vouchersModule } from '#server/modules/vouchers/index.js';
import { catalogueCachePlugin } from '#server/plugins/catalogue-cache.js';
import { drainPlugin } from '#server/plugins/drain.js';
import { errorHandlerPlugin } from '#server/plugins/error-handler.js';
import { healthPlugin } from '#server/plugins/health.js';
import { housekeepingPlugin } from '#server/plugins/housekeeping.js';
import { inputGuardPlugin } from '#server/plugins/input-guard.js';
import { metricsPlugin } from '#server/plugins/metrics.js';
import { rateLimitPlugin } from '#server/plugins/rate-limit.js';
import { requestIdGenerator, requestIdHeaderPlugin } from '#server/plugins/request-id.js';
import { OneLineRequestLog } from '#server/plugins/request-log.js';
import { routeTablePlugin } from '#server/plugins/route-table.js';
import { securityHeadersPlugin } from '#server/plugins/security-headers.js';
import type { CreatePageRenderer } from '#shared/page-rendering.js';
import { shopInfoSchema } from '#shared/schemas/shop-info.js';
import { shopInfo } from '#shared/shop-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Periodic background work: one run at a time across every instance (client.ts). */
    runAlone: DatabaseHandle['runAlone'];
  }
}

export interface BuildAppOptions {
  /** A database the caller opened (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Renders pages on the server (tests hand in src/web/entry-server.tsx); else the build's. */
  createPageRenderer?: CreatePageRenderer;
  /** Where log lines go instead of stdout (tests read them to check what is kept). */
  logStream?: DestinationStream;
}

export type App = FastifyInstance;

/**
 * The shop's modules, each one plugin that registers its own routes, jobs and decorators
 * (docs/decisions/0042). Auth comes before every module with routes: its sessions and anti-forgery
 * hooks guard them. Fastify checks each module's declared dependencies against this order.
 */
const SHOP_MODULES = [
  mailModule,
  authModule,
  auditModule,
  usersModule,
  catalogModule,
  vouchersModule,
  cartModule,
  ordersModule,
  checkoutModule,
  analyticsModule,
  mediaModule,
  productAdminModule,
];

export function openConfiguredDatabase(
  config: AppConfig,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onIdleError,
  });
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

/** The whole shop as a Fastify app that is ready but not listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  // src/shared/shop-info.json is edited by hand: a wrong phone, e-mail or store stops the boot.
  shopInfoSchema.parse(shopInfo);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
      serializers: { err: redactedErrorSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The id is in every log line of the request (as reqId) and in its X-Request-Id answer.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database =
    options.database ??
    (await openConfiguredDatabase(config, (error) =>
      app.log.warn({ err: error }, 'idle database connection failed'),
    ));
  app.decorate('db', database.db);
  app.decorate('runAlone', database.runAlone);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  let sessionSecrets: SessionSecrets;
  try {
    sessionSecrets = await prepareDatabase(app, database);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('sessionSecrets', sessionSecrets);

  await app.register(metricsPlugin, { database });
  await app.register(catalogueCachePlugin, { database });
  await app.register(housekeepingPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(drainPlugin);
  await app.register(requestIdHeaderPlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https:'),
    uploadOrigin: config.s3 && bucketOrigin(config.s3),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(healthPlugin, { ping: database.ping });
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin);

  for (const module of SHOP_MODULES) await app.register(module);
  // Last: its catch-all answers every GET no module's route took.
  await app.register(pagesModule, { createPageRenderer: options.createPageRenderer });

  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
