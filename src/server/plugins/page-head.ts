import { LOCALE } from '../../shared/constants.js';
import type { ResponsiveImage } from '../../shared/image-layouts.js';
import { shopInfo } from '../../shared/shop-info.js';
import { absoluteUrl, type PageMeta } from './page-meta.js';

/** Where index.html (src/web/index.html) takes the page's head tags. */
const HEAD_MARKER = '<!--app-head-->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON in a <script> data block: `<` escaped so no value can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html made ready for per-page heads, once: its own <title> and description go
 * (each page brings its own) and the marker is placed before </head> if the build lacks it.
 */
export function prepareIndexTemplate(html: string): string {
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
function imagePreloadLink({ src, srcSet, sizes }: ResponsiveImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(src)}"`,
    srcSet ? `imagesrcset="${escapeHtml(srcSet)}"` : undefined,
    sizes ? `imagesizes="${escapeHtml(sizes)}"` : undefined,
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
    meta.preloadImage ? imagePreloadLink(meta.preloadImage) : undefined,
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
 * index.html with the page's head and the scripts of the screen it opens on. Those go after the
 * app's own scripts, which the screen's code needs first, so they never queue ahead of them.
 */
export function renderPage(
  template: string,
  meta: PageMeta,
  publicUrl: string,
  screenScripts: readonly string[] = [],
): string {
  const withHead = template.replace(HEAD_MARKER, () => renderPageHead(meta, publicUrl));
  if (screenScripts.length === 0) return withHead;
  const links = scriptPreloadLinks(screenScripts).map((link) => `  ${link}\n  `);
  return withHead.replace('</head>', () => `${links.join('')}</head>`);
}
