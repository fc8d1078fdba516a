import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The render a call is made for: told when an answer it read was a failure of the server. */
const renderUnderway = new AsyncLocalStorage<{ troubled: boolean }>();

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
    const render = renderUnderway.getStore();
    if (render && answer.statusCode >= 500) render.troubled = true;
    const contentType = answer.headers['content-type'];
    return new Response(BODILESS.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };
}

/**
 * A render, and whether the server was in trouble while making it (a catalogue call failed, so
 * the page may be the browser's shell where it is normally rendered): such a page is sent, but
 * not kept for others.
 */
export async function renderNotingTrouble(
  renderer: PageRenderer,
  url: string,
): Promise<{ page: Awaited<ReturnType<PageRenderer['render']>>; troubled: boolean }> {
  const render = { troubled: false };
  const page = await renderUnderway.run(render, () => renderer.render(url));
  return { page, troubled: render.troubled };
}
