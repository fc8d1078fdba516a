import { escapeHtml } from '#server/lib/escape-html.js';
import { LOCALE } from '#shared/constants.js';
import type { ArtDirectedImage, ResponsiveImage } from '#shared/image-layouts.js';
import { absoluteUrl, type PageMeta } from '#shared/page-heads/page-meta.js';
import {
  APP_STATE_ELEMENT_ID,
  PAGE_SCRIPTS_ELEMENT_ID,
  type RenderedPage,
} from '#shared/page-rendering.js';
import { shopInfo } from '#shared/shop-info.js';

/** Where index.html (src/web/index.html) takes the page's head tags. */
const HEAD_MARKER = '<!--app-head-->';
/** Where the app renders: the server-rendered markup goes inside it. */
const APP_ROOT = '<div id="root"></div>';

/** JSON in a <script> data block: `<` escaped so no value can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html made ready for per-page heads, once: its own <title> and description go
 * (each page brings its own) and the marker is placed before </head> if the build lacks it.
 */
export function prepareIndexTemplate(html: string): string {
  if (!html.includes(APP_ROOT)) throw new Error(`The built index.html lacks ${APP_ROOT}`);
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return withoutDefaults.includes(HEAD_MARKER)
    ? withoutDefaults
    : withoutDefaults.replace('</head>', `${HEAD_MARKER}</head>`);
}

/**
 * Chromium fetches the file srcset and sizes pick at this screen's width, which is the file the
 * page's <img> with the same attributes then uses from the preload cache.
 */
function imagePreloadLink(image: ResponsiveImage | ArtDirectedImage): string {
  const { src, srcSet, sizes } = image;
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(src)}"`,
    srcSet ? `imagesrcset="${escapeHtml(srcSet)}"` : undefined,
    sizes ? `imagesizes="${escapeHtml(sizes)}"` : undefined,
    'media' in image ? `media="${escapeHtml(image.media)}"` : undefined,
    'fetchpriority="high"',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

export function renderPageHead(meta: PageMeta, publicUrl: string): string {
  const tag = (name: string, attribute: 'name' | 'property', content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const url = meta.canonicalPath ? absoluteUrl(publicUrl, meta.canonicalPath) : undefined;
  const image = absoluteUrl(publicUrl, meta.image);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('description', 'name', meta.description),
    meta.noindex ? tag('robots', 'name', 'noindex') : undefined,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : undefined,
    ...(meta.preloadImages ?? []).map(imagePreloadLink),
    tag('og:site_name', 'property', shopInfo.name),
    tag('og:locale', 'property', LOCALE.replace('-', '_')),
    tag('og:type', 'property', meta.type),
    tag('og:title', 'property', meta.title),
    tag('og:description', 'property', meta.description),
    url ? tag('og:url', 'property', url) : undefined,
    tag('og:image', 'property', image),
    tag('og:image:alt', 'property', meta.imageAlt),
    tag('twitter:card', 'name', 'summary_large_image'),
    tag('twitter:title', 'name', meta.title),
    tag('twitter:description', 'name', meta.description),
    tag('twitter:image', 'name', image),
    meta.structuredData
      ? `<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`
      : undefined,
  ];
  return tags.filter((line) => line !== undefined).join('\n    ');
}

/** Module scripts fetched ahead, as Vite's own modulepreload links in the built index.html. */
function scriptPreloadLinks(scripts: readonly string[]): string[] {
  return scripts.map(
    (script) => `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`,
  );
}

/**
 * The server-rendered app in its root, followed by the state the browser takes it over with and
 * the scripts it needs: the entry preloads those once the page has painted (src/web/main.tsx), as
 * the page shows without them and they must not hold back its stylesheet and pictures.
 */
function renderAppRoot(app: RenderedPage, scripts: readonly string[]): string {
  return [
    `<div id="root">${app.html}</div>`,
    `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${app.state}</script>`,
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>`,
  ].join('\n    ');
}

/**
 * index.html with the page's head and, when the server rendered it, the page itself. The scripts
 * the page needs beyond the entry are preloaded from the head when the page needs them to show at
 * all, and after the first paint when it does not. They follow the app's own, which the screen's
 * code needs first, so they never queue ahead of them.
 */
export function renderPage(
  template: string,
  meta: PageMeta,
  publicUrl: string,
  scripts: readonly string[] = [],
  app?: RenderedPage,
): string {
  const withHead = template.replace(HEAD_MARKER, () => renderPageHead(meta, publicUrl));
  if (app) return withHead.replace(APP_ROOT, () => renderAppRoot(app, scripts));
  if (scripts.length === 0) return withHead;
  const links = scriptPreloadLinks(scripts).map((link) => `  ${link}\n  `);
  return withHead.replace('</head>', () => `${links.join('')}</head>`);
}
