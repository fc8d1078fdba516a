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
import { type Clock, systemClock } from '#server/lib/clock.js';
import { declareErrorAnswers } from '#server/lib/error-answers.js';
import { redactedErrorSerializer } from '#server/lib/log-redaction.js';
import { analyticsRoutes } from '#server/modules/analytics/routes.js';
import { auditRoutes } from '#server/modules/audit/routes.js';
import { csrfPlugin } from '#server/modules/auth/csrf.js';
import { scheduleSessionCleanup } from '#server/modules/auth/housekeeping.js';
import { resetRoutes } from '#server/modules/auth/reset-routes.js';
import { authRoutes } from '#server/modules/auth/routes.js';
import {
  resolveSessionSecrets,
  type SessionSecrets,
} from '#server/modules/auth/session-secrets.js';
import { sessionsPlugin } from '#server/modules/auth/sessions.js';
import { cartRoutes } from '#server/modules/cart/routes.js';
import { catalogRoutes } from '#server/modules/catalog/routes.js';
import {
  type CheckoutContext,
  createCheckoutContext,
} from '#server/modules/checkout/checkout-context.js';
import { checkoutRoutes } from '#server/modules/checkout/routes.js';
import { sandboxRoutes } from '#server/modules/checkout/sandbox-routes.js';
import { scheduleCheckoutSweep } from '#server/modules/checkout/sweeper.js';
import { createMailTransport } from '#server/modules/mail/create-transport.js';
import { createMailer, type Mailer } from '#server/modules/mail/mailer.js';
import { createOutboxSeal } from '#server/modules/mail/outbox-seal.js';
import { mediaRoutes } from '#server/modules/media/routes.js';
import { createImageStorage } from '#server/modules/media/storage/create-storage.js';
import type { ImageStorage } from '#server/modules/media/storage/image-storage.js';
import { bucketOrigin } from '#server/modules/media/storage/s3-storage.js';
import { uploadRoutes } from '#server/modules/media/upload-routes.js';
import { adminOrdersRoutes } from '#server/modules/orders/admin-routes.js';
import { customerOrdersRoutes } from '#server/modules/orders/customer-routes.js';
import { seoRoutes } from '#server/modules/pages/seo-routes.js';
import { registerSpa } from '#server/modules/pages/spa.js';
import { productAdminRoutes } from '#server/modules/product-admin/routes.js';
import { adminUsersRoutes } from '#server/modules/users/admin-routes.js';
import { emailLinkRoutes } from '#server/modules/users/email-link-routes.js';
import { profileRoutes } from '#server/modules/users/profile-routes.js';
import { ensureAdminAccount } from '#server/modules/users/service.js';
import { vouchersRoutes } from '#server/modules/vouchers/routes.js';
import { catalogueCachePlugin } from '#server/plugins/catalogue-cache.js';
import { drainPlugin } from '#server/plugins/drain.js';
import { answerFrameworkError, errorHandlerPlugin } from '#server/plugins/error-handler.js';
import { healthPlugin } from '#server/plugins/health.js';
import { inputGuardPlugin } from '#server/plugins/input-guard.js';
import { metricsPlugin } from '#server/plugins/metrics.js';
import { rateLimitPlugin } from '#server/plugins/rate-limit.js';
import { requestIdGenerator, requestIdHeaderPlugin } from '#server/plugins/request-id.js';
import { OneLineRequestLog } from '#server/plugins/request-log.js';
import { routeTablePlugin } from '#server/plugins/route-table.js';
import { securityHeadersPlugin } from '#server/plugins/security-headers.js';
import { API_BASE } from '#shared/constants.js';
import type { CreatePageRenderer } from '#shared/page-rendering.js';
import { shopInfoSchema } from '#shared/schemas/shop-info.js';
import { shopInfo } from '#shared/shop-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Periodic background work: one run at a time across every instance (client.ts). */
    runAlone: DatabaseHandle['runAlone'];
    mailer: Mailer;
    /** Payments and fulfilment: the provider, and what the sweeper and tests call. */
    checkout: CheckoutContext;
    imageStorage: ImageStorage;
  }
}

export interface BuildAppOptions {
  /** A database the caller opened (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Renders pages on the server (tests hand in src/web/entry-server.tsx); else the build's. */
  createPageRenderer?: CreatePageRenderer;
  /** Where log lines go instead of stdout (tests read them to check what is kept). */
  logStream?: DestinationStream;
  /** Where now comes from (tests pin it with fixedClock); else the real clock. */
  clock?: Clock;
}

export type App = FastifyInstance;

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
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

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
  const imageStorage = createImageStorage(config, sessionSecrets.current);
  app.decorate<ImageStorage>('imageStorage', imageStorage);

  await app.register(metricsPlugin, { database });
  await app.register(catalogueCachePlugin, { database });
  const mailTransport = createMailTransport(config, app.log);
  const mailer = createMailer({
    db: database.db,
    transport: mailTransport,
    logger: app.log,
    seal: createOutboxSeal(sessionSecrets.accepted),
  });
  app.decorate('mailer', mailer);
  const checkout = createCheckoutContext({
    db: database.db,
    mailer,
    log: app.log,
    config,
    counters: app.counters,
    clock: app.clock,
  });
  app.decorate('checkout', checkout);
  // Background work starts once the database is ready; tests drain the outbox and sweep themselves.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => mailer.start());
    scheduleSessionCleanup(app);
    scheduleCheckoutSweep(app, checkout, config.checkoutSweepSeconds);
  }
  // Fastify runs onClose hooks last-registered first: this one ends before the database closes.
  app.addHook('onClose', async () => {
    await mailer.stop();
    await mailTransport.close?.();
  });

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
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);

  await app.register(
    async (api) => {
      declareErrorAnswers(api);
      await api.register(authRoutes);
      await api.register(resetRoutes);
      await api.register(profileRoutes);
      await api.register(emailLinkRoutes);
      await api.register(adminUsersRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
      await api.register(vouchersRoutes);
      await api.register(checkoutRoutes, { checkout });
      await api.register(adminOrdersRoutes, { checkout });
      await api.register(customerOrdersRoutes, { checkout });
      await api.register(analyticsRoutes);
      await api.register(auditRoutes);
      await api.register(productAdminRoutes);
      if (imageStorage.kind === 'local') await api.register(uploadRoutes(imageStorage));
    },
    { prefix: API_BASE },
  );

  await app.register(mediaRoutes);
  await app.register(sandboxRoutes, { checkout });
  await app.register(seoRoutes);
  await registerSpa(app, config.webDistDir, options.createPageRenderer);

  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
