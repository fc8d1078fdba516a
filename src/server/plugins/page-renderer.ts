import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport, CreatePageRenderer } from '../../shared/page-rendering.js';

/** The build's page renderer (src/web/entry-server.tsx), in dist/ssr beside dist/web. */
export async function loadBuiltPageRenderer(
  webDistDir: string,
): Promise<CreatePageRenderer | undefined> {
  const file = path.join(webDistDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return module.createPageRenderer;
}

/** Statuses whose answers carry no body, which a Response may not be given. */
const BODILESS = new Set([204, 205, 304]);

/**
 * The renderer's API calls answered by this app in process, as for a visitor without a session:
 * rendered pages hold only what everyone sees. They only ever read.
 */
export function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') {
      throw new Error(`The page renderer only reads, but asked ${init.method} ${url}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const contentType = answer.headers['content-type'];
    return new Response(BODILESS.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };
}
