import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

const NAMESPACE = '8ettersleep-rate-limit:';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis, shared by every instance, while Redis answers; in this process while it does
 * not (decision 0023): the shop keeps serving, and each instance still applies the limit to what
 * it sees. ioredis reconnects in the background, and counting moves back to Redis once it is
 * ready again.
 */
function redisOrLocal(
  redis: Redis,
  shared: FastifyRateLimitStore,
  local: FastifyRateLimitStore,
  onRedisError: (error: Error) => void,
): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready') {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          onRedisError(error);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions: RouteOptions) =>
      redisOrLocal(redis, shared.child(routeOptions), local.child(routeOptions), onRedisError),
  };
}

/**
 * The store for @fastify/rate-limit's `store` option (a class it constructs with its settings).
 * An outage is logged once when it starts and once when it ends.
 */
export function redisOrLocalStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let down = false;
  const noteOutage = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis unreachable: rate limits are counted in each instance until it is back',
    );
  };
  redis.on('error', noteOutage);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are shared by every instance again');
  });

  return class implements FastifyRateLimitStore {
    private readonly store: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its resolved settings, these two among them, though its types omit them.
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      this.store = redisOrLocal(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
        noteOutage,
      );
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.incr(...args);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return this.store.child(routeOptions);
    }
  };
}
