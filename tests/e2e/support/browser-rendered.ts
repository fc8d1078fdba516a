import type { Page } from '@playwright/test';

/** The rendered page between #root and the state after it, as the server writes them. */
const RENDERED_APP =
  /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="app-state">[\s\S]*?<\/script>\s*<script type="application\/json" id="page-scripts">[\s\S]*?<\/script>/;

/** Page addresses: not the API, not files (which have an extension). */
const isPageAddress = (url: URL) =>
  !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);

/**
 * Pages arrive as the server sends them when it could not render them: the empty shell, which
 * the browser renders, calling the API itself. That is when the screens' own loading and error
 * states show, which tests then provoke by answering those calls.
 */
export async function renderPagesInBrowser(page: Page): Promise<void> {
  await page.route(isPageAddress, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const shell = (await response.text()).replace(RENDERED_APP, '<div id="root"></div>');
    await route.fulfill({ response, body: shell });
  });
}
