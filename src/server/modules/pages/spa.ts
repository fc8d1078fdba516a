import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Built } from '#server/lib/answer-cache.js';
import { sendKeptAnswer } from '#server/lib/send-kept-answer.js';
import { API_BASE } from '#shared/constants.js';
import { unindexedMeta } from '#shared/page-heads/site-pages.js';
import type { CreatePageRenderer, RenderedRedirect } from '#shared/page-rendering.js';
import { prepareIndexTemplate, renderPage } from './page-head.js';
import { inProcessTransport, loadBuiltPageRenderer, renderNotingTrouble } from './page-renderer.js';
import { resolvePageMeta } from './resolve-page-meta.js';
import { type BuildManifest, pageScripts } from './route-modules.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the built SPA: hashed assets cached for a year, and every other GET that is not an API
 * call answered with index.html (always revalidated) so client routes load directly. Each page's
 * index.html carries its own title, description, canonical link and preview tags for crawlers.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | undefined,
  createPageRenderer?: CreatePageRenderer,
): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasBuild = indexFile !== undefined && existsSync(indexFile);
  if (webDistDir && hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // One route per file of the build (read once: it does not change under a running server),
      // not a catch-all: the page route below is the catch-all, and a page request no longer
      // looks for a file on disk before it is answered.
      wildcard: false,
      // index.html is only ever sent with its page's head filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : ONE_DAY);
      },
    });
  }
  // Read once: the build does not change under a running server.
  const template =
    indexFile && hasBuild ? prepareIndexTemplate(readFileSync(indexFile, 'utf8')) : '';
  const manifest = webDistDir ? readManifest(webDistDir) : {};
  const { publicUrl } = app.config;
  const createRenderer =
    createPageRenderer ?? (webDistDir ? await loadBuiltPageRenderer(webDistDir) : undefined);
  if (hasBuild && !createRenderer)
    app.log.warn('No page renderer built: pages render in the browser');
  // Each React render is counted: a page whose loaders fetched all it shows renders once.
  const renderer = createRenderer?.(inProcessTransport(app), {
    publicUrl,
    rendered: () => app.counters.pageRendered(),
  });

  /**
   * The address a request's page is made from: its path and, of its query string, what the page
   * reads (decision 0036). Without a renderer, the page is the shell for its path.
   */
  const pageAddress = async (url: string) => (renderer ? renderer.pageAddress(url) : pathOf(url));

  /** The page as the renderer makes it (undefined: there is none, or it failed), and any trouble. */
  async function renderApp(request: FastifyRequest, address: string) {
    if (!renderer) return { page: undefined, troubled: false };
    try {
      return await renderNotingTrouble(renderer, address);
    } catch (error) {
      // The shell still works: the browser renders the page as it would have without us.
      request.log.error({ err: error }, 'page not rendered on the server');
      return { page: undefined, troubled: true };
    }
  }

  /** The head read here, for a page the renderer did not make (no renderer, or it failed). */
  async function pageMeta(request: FastifyRequest, pathname: string) {
    try {
      return {
        meta: await resolvePageMeta(app.db, app.config.publicUrl, pathname, app.clock.now()),
        troubled: false,
      };
    } catch (error) {
      // The page still loads (and shows its own error) when the catalogue cannot be read.
      request.log.warn({ err: error }, 'page head not resolved');
      return { meta: unindexedMeta(), troubled: true };
    }
  }

  /** A page is the same for every visitor: kept until the catalogue changes, unless made in trouble. */
  async function buildPage(
    request: FastifyRequest,
    address: string,
  ): Promise<Built<{ redirect: RenderedRedirect | undefined }>> {
    const pathname = pathOf(address);
    const rendered = await renderApp(request, address);
    const { page } = rendered;
    if (page?.kind === 'redirect') {
      const answer = { status: page.status, contentType: 'text/plain', body: Buffer.alloc(0) };
      return { answer, info: { redirect: page }, keep: !rendered.troubled };
    }
    // The renderer's head comes from the page's route and the answers it was rendered with: the
    // page's data is read once, for its body and its head alike (decision 0043).
    const head = page ? { meta: page.head, troubled: false } : await pageMeta(request, pathname);
    const keep = !head.troubled && !rendered.troubled;
    const app = page?.kind === 'page' ? page : undefined;
    // The screen the page opens on is its route's: without a renderer, the app's code alone.
    const pageScriptFiles = pageScripts(manifest, page?.screen);
    const html = renderPage(template, head.meta, publicUrl, pageScriptFiles, app);
    return {
      answer: {
        status: app?.status ?? 200,
        contentType: 'text/html; charset=utf-8',
        body: Buffer.from(html),
      },
      info: { redirect: undefined },
      keep,
    };
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = await pageAddress(request.url);
    const kept = await app.catalogueCache.get(`page ${address}`, () => buildPage(request, address));
    const { redirect } = kept.info;
    if (redirect) return reply.redirect(redirect.location, redirect.status);
    return sendKeptAnswer(request, reply, kept, REVALIDATE);
  };

  if (hasBuild) {
    // Every path no other route claims: a page, rendered by the app's routes (a genuine 404 is
    // the shop's own Not Found page). An API path or a file that is not in the build is not a
    // page: it gets the 404 answer below.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      // A page goes out compressed once, with its kept answer (sendKeptAnswer); what else this
      // route answers (404s, redirects) is under the compression threshold. Without these,
      // @fastify/compress ran three hooks on every page request that could not apply.
      compress: false,
      decompress: false,
      handler: (request, reply) =>
        isPagePath(pathOf(request.url)) ? sendPage(request, reply) : reply.callNotFound(),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    const isApi = isApiPath(pathname);
    return reply
      .status(404)
      .send({ message: isApi ? 'Not found' : 'Page not found', code: 'not_found' });
  });
}

const isApiPath = (pathname: string) =>
  pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);

/** A page's address: not the API's, and not a file's (those are the build's, or missing). */
const isPagePath = (pathname: string) => !isApiPath(pathname) && path.extname(pathname) === '';

/** A URL's path, without its query string. */
function pathOf(url: string): string {
  return url.split('?')[0] ?? '';
}

/** Vite's build manifest; without one (a build without it, or tests' stand-in) nothing is preloaded. */
function readManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}
