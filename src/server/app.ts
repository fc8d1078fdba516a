import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { bootDatabase } from '#server/boot-database.js';
import type { AppConfig } from '#server/config/config.js';
import { fastifyOptions } from '#server/config/fastify-options.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { type Clock, systemClock } from '#server/lib/clock.js';
import { analyticsModule } from '#server/modules/analytics/index.js';
import { auditModule } from '#server/modules/audit/index.js';
import { authModule } from '#server/modules/auth/index.js';
import { cartModule } from '#server/modules/cart/index.js';
import { catalogModule } from '#server/modules/catalog/index.js';
import { checkoutModule } from '#server/modules/checkout/index.js';
import { mailModule } from '#server/modules/mail/index.js';
import { bucketOrigin, mediaModule } from '#server/modules/media/index.js';
import { ordersModule } from '#server/modules/orders/index.js';
import { pagesModule } from '#server/modules/pages/index.js';
import { productAdminModule } from '#server/modules/product-admin/index.js';
import { usersModule } from '#server/modules/users/index.js';
import { vouchersModule } from '#server/modules/vouchers/index.js';
import { catalogueCachePlugin } from '#server/plugins/catalogue-cache.js';
import { drainPlugin } from '#server/plugins/drain.js';
import { errorHandlerPlugin } from '#server/plugins/error-handler.js';
import { healthPlugin } from '#server/plugins/health.js';
import { housekeepingPlugin } from '#server/plugins/housekeeping.js';
import { inputGuardPlugin } from '#server/plugins/input-guard.js';
import { metricsPlugin } from '#server/plugins/metrics.js';
import { rateLimitPlugin } from '#server/plugins/rate-limit.js';
import { requestIdHeaderPlugin } from '#server/plugins/request-id.js';
import { routeTablePlugin } from '#server/plugins/route-table.js';
import { securityHeadersPlugin } from '#server/plugins/security-headers.js';
import type { CreatePageRenderer } from '#shared/page-rendering.js';
import { shopInfoSchema } from '#shared/schemas/shop-info.js';
import { shopInfo } from '#shared/shop-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
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

/** The whole shop as a Fastify app that is ready but not listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  // src/shared/shop-info.json is edited by hand: a wrong phone, e-mail or store stops the boot.
  shopInfoSchema.parse(shopInfo);
  const app = Fastify(
    fastifyOptions(config, options.logStream),
  ).withTypeProvider<ZodTypeProvider>();

  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

  const database = await bootDatabase(app, options.database);

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
