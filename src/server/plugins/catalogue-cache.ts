import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#server/db/client.js';
import { CATALOGUE_CHANGED_CHANNEL } from '#server/db/schema/index.js';
import { AnswerCache } from '#server/lib/answer-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the same for every visitor: catalogue calls, rendered pages, the sitemap. */
    catalogueCache: AnswerCache;
  }
}

/** Versions already heard: each change is announced on every listening connection. */
const REMEMBERED_VERSIONS = 256;

/**
 * The catalogue cache, emptied whenever the catalogue changes on any instance: the database's
 * triggers NOTIFY each change's version at commit (migration 0013, decision 0036). While this
 * instance cannot listen, it keeps nothing.
 */
async function catalogueCache(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): Promise<void> {
  const cache = new AnswerCache(app.config.catalogueCacheBytes, app.clock);
  const heard = new Set<string>();
  const watching = await database.watch(CATALOGUE_CHANGED_CHANNEL, {
    onNotify(version) {
      if (heard.has(version)) return;
      heard.add(version);
      if (heard.size > REMEMBERED_VERSIONS) {
        const [oldest] = heard;
        if (oldest !== undefined) heard.delete(oldest);
      }
      cache.invalidate();
    },
    onLost() {
      app.log.warn('not hearing catalogue changes: serving the catalogue uncached');
      cache.setLive(false);
    },
    onLive() {
      cache.setLive(true);
    },
  });
  app.decorate('catalogueCache', cache);
  app.addHook('onClose', () => watching.stop());
}

export const catalogueCachePlugin = fp(catalogueCache, { name: 'catalogue-cache' });
