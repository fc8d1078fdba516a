import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** One registered route as the router matches it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  csrfExempt: boolean;
  /** The route's request schemas (zod), for tests that send each route what it does not expect. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled in as routes register: what checks and tests walk. */
    readonly routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route with its method and anti-forgery exemption. Registered before any route, at
 * the root, so routes of every plugin land here.
 */
async function routeTable(app: FastifyInstance): Promise<void> {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        csrfExempt: route.config?.csrfExempt === true,
        schema: route.schema,
      });
    }
  });
}

export const routeTablePlugin = fp(routeTable, { name: 'route-table' });
