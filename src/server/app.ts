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
import { bucketOrigin } from '#server/modules/media/index.js';
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
import { findShopModules, type ShopModuleOptions } from '#server/shop-modules.js';
import { shopInfoSchema } from '#shared/schemas/shop-info.js';
import { shopInfo } from '#shared/shop-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions extends ShopModuleOptions {
  /** A database the caller opened (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them to check what is kept). */
  logStream?: DestinationStream;
  /** Where now comes from (tests pin it with fixedClock); else the real clock. */
  clock?: Clock;
}

export type App = FastifyInstance;

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

  // Each module after those whose hooks and decorators it uses (auth's sessions and anti-forgery
  // before any routes): the order its plugin declares, checked again by Fastify.
  const moduleOptions: ShopModuleOptions = { createPageRenderer: options.createPageRenderer };
  for (const module of await findShopModules()) await app.register(module, moduleOptions);

  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
