import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type DatabaseHandle, poolUsage } from '#server/db/client.js';

/** What the shop's own code counts; the rest is measured at the edges. */
export interface ShopCounters {
  checkoutOpened(): void;
  orderPaid(): void;
  /** A page rendered on the server rather than sent as kept (decision 0036). */
  pageRendered(): void;
}

/** A number a module reports as it stands when the metrics are read (the mail outbox's size). */
export interface ShopGauge {
  name: string;
  help: string;
  read(): number | Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: ShopCounters;
    /** Adds a module's gauge to this app's metrics: modules report, the plugin knows none of them. */
    addGauge(gauge: ShopGauge): void;
  }
}

const METRICS_PATH = '/metrics';

/** From 5 ms to 10 s: a page render, an argon2 login and a slow payment provider all fall inside. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics on METRICS_PORT, a listener of their own that the load balancer never
 * exposes (decision 0024): process metrics, request durations by route pattern (never the raw
 * URL, whose ids and tokens would make a series per request), and the shop's own. Each app has
 * its own registry, so instances built side by side (tests) never mix their numbers.
 */
async function metrics(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): Promise<void> {
  const registry = new Registry();
  const checkoutsOpened = new Counter({
    name: 'shop_checkouts_opened_total',
    help: 'Checkouts opened: stock reserved and a payment page made',
    registers: [registry],
  });
  const ordersPaid = new Counter({
    name: 'shop_orders_paid_total',
    help: 'Orders written as paid',
    registers: [registry],
  });
  const pagesRendered = new Counter({
    name: 'shop_pages_rendered_total',
    help: 'Renders of a page on the server (one per page not kept, when its loaders fetched all it shows)',
    registers: [registry],
  });
  app.decorate<ShopCounters>('counters', {
    checkoutOpened: () => checkoutsOpened.inc(),
    orderPaid: () => ordersPaid.inc(),
    pageRendered: () => pagesRendered.inc(),
  });

  app.decorate('addGauge', ({ name, help, read }: ShopGauge) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  });

  const port = app.config.metricsPort;
  if (port === undefined) return;

  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'shop_catalogue_cache_answers',
    help: 'Answers the same for every visitor kept in memory (catalogue calls, pages, sitemap)',
    registers: [registry],
    collect() {
      this.set(app.catalogueCache.usage.answers);
    },
  });
  new Gauge({
    name: 'shop_catalogue_cache_bytes',
    help: 'What those kept answers cost in memory, counted against CATALOGUE_CACHE_MB',
    registers: [registry],
    collect() {
      this.set(app.catalogueCache.usage.bytes);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections_in_use',
    help: 'Database connections of this instance busy with a query or transaction',
    registers: [registry],
    collect() {
      this.set(poolUsage(database).inUse);
    },
  });
  new Gauge({
    name: 'shop_db_pool_requests_waiting',
    help: 'Queries of this instance waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(poolUsage(database).waiting);
    },
  });

  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics could not be collected');
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
    });
    server.listen(port, app.config.host);
    await once(server, 'listening');
    app.log.info(`Metrics on http://${app.config.host}:${port}${METRICS_PATH}`);
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics', decorators: { fastify: ['config'] } });
