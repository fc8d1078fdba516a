import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from '#server/config/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '#server/db/client.js';
import { seedDemoCatalog } from '#server/db/seed/seed.js';
import { analyticsRoutes } from '#server/modules/analytics/routes.js';
import { csrfPlugin } from '#server/modules/auth/csrf.js';
import { scheduleSessionCleanup } from '#server/modules/auth/housekeeping.js';
import { resetRoutes } from '#server/modules/auth/reset-routes.js';
import { authRoutes } from '#server/modules/auth/routes.js';
import { sessionsPlugin } from '#server/modules/auth/sessions.js';
import { cartRoutes } from '#server/modules/cart/routes.js';
import { catalogRoutes } from '#server/modules/catalog/routes.js';
import { seoRoutes } from '#server/modules/catalog/seo-routes.js';
import { type CheckoutContext, createCheckoutContext } from '#server/modules/checkout/context.js';
import { checkoutRoutes } from '#server/modules/checkout/routes.js';
import { sandboxRoutes } from '#server/modules/checkout/sandbox-routes.js';
import { scheduleCheckoutSweep } from '#server/modules/checkout/sweeper.js';
import { createMailer, type Mailer } from '#server/modules/mail/mailer.js';
import { createMailTransport } from '#server/modules/mail/transport.js';
import { mediaRoutes } from '#server/modules/media/routes.js';
import { createImageStorage } from '#server/modules/media/storage/create-storage.js';
import type { ImageStorage } from '#server/modules/media/storage/image-storage.js';
import { bucketOrigin } from '#server/modules/media/storage/s3-storage.js';
import { uploadRoutes } from '#server/modules/media/upload-routes.js';
import { adminOrdersRoutes } from '#server/modules/orders/admin-routes.js';
import { ordersRoutes } from '#server/modules/orders/routes.js';
import { productAdminRoutes } from '#server/modules/product-admin/routes.js';
import { profileRoutes } from '#server/modules/users/profile-routes.js';
import { usersRoutes } from '#server/modules/users/routes.js';
import { ensureAdminAccount } from '#server/modules/users/service.js';
import { vouchersRoutes } from '#server/modules/vouchers/routes.js';
import { registerErrorHandler } from '#server/plugins/error-handler.js';
import { registerHealthRoutes } from '#server/plugins/health.js';
import { registerRateLimit } from '#server/plugins/rate-limit.js';
import { OneLineRequestLog } from '#server/plugins/request-log.js';
import { registerSecurityHeaders } from '#server/plugins/security-headers.js';
import { registerSpa } from '#server/plugins/spa.js';
import { API_BASE } from '#shared/constants.js';
import type { CreatePageRenderer } from '#shared/page-rendering.js';
import { shopInfoSchema } from '#shared/schemas/shop-info.js';
import { shopInfo } from '#shared/shop-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
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

/** Prepares the database for this version of the shop: migrations, first-boot demo data, admin. */
async function prepareDatabase(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  if (app.config.seedDemoData) {
    const result = await seedDemoCatalog(database.db);
    if (result.seeded) app.log.info(`Loaded the demo catalogue (${result.products} products)`);
  }
  if (app.config.admin) await ensureAdminAccount(database.db, app.config.admin);
}

/** The whole shop as a Fastify app that is ready but not listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  // src/shared/shop-info.json is edited by hand: a wrong phone, e-mail or store stops the boot.
  shopInfoSchema.parse(shopInfo);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const imageStorage = createImageStorage(config);
  app.decorate<ImageStorage>('imageStorage', imageStorage);

  const database =
    options.database ??
    (await openConfiguredDatabase(config, (error) =>
      app.log.warn({ err: error }, 'idle database connection failed'),
    ));
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  const mailTransport = createMailTransport(config, app.log);
  const mailer = createMailer({ db: database.db, transport: mailTransport, logger: app.log });
  app.decorate('mailer', mailer);
  const checkout = createCheckoutContext({ db: database.db, mailer, log: app.log, config });
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

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    uploadOrigin: config.s3 && bucketOrigin(config.s3),
  });
  await app.register(compress, { threshold: 1024 });
  registerHealthRoutes(app, database.ping);
  await registerRateLimit(app);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(resetRoutes);
      await api.register(profileRoutes);
      await api.register(usersRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
      await api.register(vouchersRoutes);
      await api.register(checkoutRoutes, { checkout });
      await api.register(adminOrdersRoutes, { checkout });
      await api.register(ordersRoutes, { checkout });
      await api.register(analyticsRoutes);
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
    await prepareDatabase(app, database);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
