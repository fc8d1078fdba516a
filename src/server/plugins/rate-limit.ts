import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-address limits on the routes that guess or send (login, register, reset), counted in Redis
 * when REDIS_URL is set so every instance shares them, in this process otherwise. Routes opt in
 * with `config: { rateLimit: authRateLimit(app) }`.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: '8ettersleep-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.rateLimitMax, timeWindow: '1 minute' };
}
