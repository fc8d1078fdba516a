import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport, CreatePageRenderer, PageRenderer } from '#shared/page-rendering.js';

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

/**
 * The renderer with requests for a page that is being rendered answered by that render: pages
 * are the same for every visitor, so when many shoppers open the home page at once it is made
 * once, not once each. Nothing is kept after the render, so no page is older than its request.
 */
export function sharingRenders(renderer: PageRenderer): PageRenderer {
  const underway = new Map<string, ReturnType<PageRenderer['render']>>();
  return {
    render(url) {
      const shared = underway.get(url);
      if (shared) return shared;
      const render = renderer.render(url).finally(() => underway.delete(url));
      underway.set(url, render);
      return render;
    },
  };
}
