import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Every page's app asks who is visiting as soon as it runs (the top bar shows it). */
const SESSION_CALL = '/api/auth/session';
const APP_START_LIMIT_MS = 30_000;
const patched = new WeakSet<Page>();

/**
 * Makes goto and reload return only once the app has taken over a page the server rendered
 * (decision 0010), as a shopper's taps and keys reach it only then. The session call is made from
 * the effects of that first render, so by its answer every listener is in place.
 */
export function awaitAppOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const navigate =
    <A extends unknown[]>(go: (...args: A) => Promise<Response | null>) =>
    async (...args: A): Promise<Response | null> => {
      const appRunning = page
        .waitForResponse((response) => new URL(response.url()).pathname === SESSION_CALL, {
          timeout: APP_START_LIMIT_MS,
        })
        .catch(() => undefined);
      const response = await go(...args);
      if ((await page.locator('#page-scripts').count()) > 0) await appRunning;
      return response;
    };
  page.goto = navigate(page.goto.bind(page));
  page.reload = navigate(page.reload.bind(page));
}

/**
 * Playwright's test, with every page of the test's context waiting for the app as above. A test
 * that watches the page before the app runs turns it off with `test.use({ awaitApp: false })`.
 */
export const test = base.extend<{ awaitApp: boolean }>({
  awaitApp: [true, { option: true }],
  page: async ({ page, awaitApp, javaScriptEnabled }, use) => {
    if (awaitApp && javaScriptEnabled) awaitAppOnNavigation(page);
    await use(page);
  },
});
