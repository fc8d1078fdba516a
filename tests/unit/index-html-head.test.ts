import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SITE_PAGES } from '#shared/page-heads/site-pages.js';
import { HOME_PAGE_NAME, pageTitle } from '#shared/page-titles.js';

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/**
 * The server replaces index.html's own title and description with each page's; they show as
 * written only where no server fills them in (`npm run dev`), and must say what the home page says.
 */
test("index.html's default title and description are the home page's", () => {
  const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];

  expect(title && decode(title)).toBe(pageTitle(HOME_PAGE_NAME));
  expect(description && decode(description)).toBe(SITE_PAGES.home.head({}).description);
});
