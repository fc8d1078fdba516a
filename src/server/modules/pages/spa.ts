import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '#shared/constants.js';
import type { CreatePageRenderer, RenderedPage, RenderedRedirect } from '#shared/page-rendering.js';
import { prepareIndexTemplate, renderPage } from './page-head.js';
import type { PageMeta } from './page-meta.js';
import { inProcessTransport, loadBuiltPageRenderer, sharingRenders } from './page-renderer.js';
import { resolvePageMeta } from './resolve-page-meta.js';
import { type BuildManifest, pageScripts } from './route-modules.js';
import { unindexedMeta } from './site-pages.js';

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
  const createRenderer =
    createPageRenderer ?? (webDistDir ? await loadBuiltPageRenderer(webDistDir) : undefined);
  if (hasBuild && !createRenderer)
    app.log.warn('No page renderer built: pages render in the browser');
  const renderer = createRenderer && sharingRenders(createRenderer(inProcessTransport(app)));

  /** The page as the server renders it, or undefined to leave it to the browser. */
  async function renderApp(
    request: FastifyRequest,
  ): Promise<RenderedPage | RenderedRedirect | undefined> {
    try {
      return await renderer?.render(request.url);
    } catch (error) {
      // The shell still works: the browser renders the page as it would have without us.
      request.log.error({ err: error }, 'page not rendered on the server');
      return undefined;
    }
  }

  async function pageMeta(request: FastifyRequest): Promise<PageMeta> {
    try {
      const pathname = request.url.split('?')[0] ?? '/';
      return await resolvePageMeta(app.db, app.config.publicUrl, pathname);
    } catch (error) {
      // The page still loads (and shows its own error) when the catalogue cannot be read.
      request.log.warn({ err: error }, 'page head not resolved');
      return unindexedMeta();
    }
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const [meta, rendered] = await Promise.all([pageMeta(request), renderApp(request)]);
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const pageScriptFiles = pageScripts(manifest, pathname.replace(/(.)\/+$/, '$1'));
    return reply
      .status(rendered?.status ?? 200)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(renderPage(template, meta, app.config.publicUrl, pageScriptFiles, rendered));
  };

  if (hasBuild) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      hasBuild &&
      path.extname(pathname) === '';
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ message: isApi ? 'Not found' : 'Page not found' });
  });
}

/** Vite's build manifest; without one (a build without it, or tests' stand-in) nothing is preloaded. */
function readManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}
