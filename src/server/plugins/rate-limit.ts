import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisOrLocalStore } from './rate-limit-store.js';

/** A Redis slower than this counts as down for that request: a login never waits on it. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Per-address limits on the routes that guess, send or hold stock (login, register, reset, opening a
 * checkout), keyed on request.ip (the address the trusted proxies vouch for), counted in Redis
 * when REDIS_URL is set so every instance shares them (in this process while Redis is down), in
 * this process otherwise. Routes opt in
 * with `config: { rateLimit: authRateLimit(app) }`.
 */
async function rateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        // While Redis is away a count fails at once (and is made in process), never queues.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisOrLocalStore(redis, app.log) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  if (redis) {
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
}

export const rateLimitPlugin = fp(rateLimits, {
  name: 'rate-limit',
  decorators: { fastify: ['config'] },
});

export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.rateLimitMax, timeWindow: '1 minute' };
}

/** Opening a checkout holds stock for 30 minutes: one address opens a few, not a stream. */
export function checkoutRateLimit(app: FastifyInstance) {
  return { max: app.config.checkoutRateLimitMax, timeWindow: '10 minutes' };
}
