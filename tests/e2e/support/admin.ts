import { type Cookie, expect, type Page, request } from '@playwright/test';
import { adminLogin, logInThroughForm, postWithToken } from './accounts';

/** The screen on show: the admin keeps each visited screen mounted, the others hidden. */
export const adminScreen = (page: Page) => page.locator('main section:not([hidden])');

/**
 * Goes to an admin screen through its navigation: the side navigation on wide screens, the menu
 * on phones (opened first).
 */
export async function openAdminSection(page: Page, name: string) {
  const menuButton = page.getByRole('button', { name: /^Menu:/ });
  // The admin's code loads on demand: until its heading is there, neither the menu button nor
  // the navigation is, and a look for the button would wrongly find a wide screen.
  await expect(page.getByRole('heading', { level: 1, name: /^Admin dashboard:/ })).toBeAttached();
  if (await menuButton.isVisible()) await menuButton.click();
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name });
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Admin dashboard: ${name}` }),
  ).toBeAttached();
  // On wide screens the side navigation marks where one is; on phones the menu closes and its
  // button names the screen instead.
  if (await menuButton.isVisible()) await expect(menuButton).toHaveText(`Menu: ${name}`);
  else await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Logs in through the form as the shop's admin and lands on the admin's first screen. */
export async function logInAdminThroughForm(page: Page) {
  await page.goto('/login');
  const { email, password } = adminLogin();
  await logInThroughForm(page, email, password);
  await expectAdminHome(page);
}

async function expectAdminHome(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin dashboard: Products' }),
  ).toBeAttached();
}

/**
 * The admin's signed-in cookies: one login through the API per worker, reused by every test that
 * opens the admin for something other than logging in (Playwright's storageState). A test that
 * logs that session out makes the next one log in again.
 */
let adminCookies: Cookie[] | undefined;

async function signInAdmin(): Promise<Cookie[]> {
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await postWithToken(context, '/api/auth/login', adminLogin());
    return (await context.storageState()).cookies;
  } finally {
    await context.dispose();
  }
}

async function isSignedIn(page: Page): Promise<boolean> {
  const answer = await page.request.get('/api/auth/session');
  return ((await answer.json()) as { loggedIn: boolean }).loggedIn;
}

/** Opens the admin's first screen as the shop's admin, signed in once for the whole run. */
export async function openAdmin(page: Page) {
  adminCookies ??= await signInAdmin();
  await page.context().addCookies(adminCookies);
  if (!(await isSignedIn(page))) {
    adminCookies = await signInAdmin();
    await page.context().addCookies(adminCookies);
  }
  await page.goto('/admin');
  await expectAdminHome(page);
}

/** Answers the page's own confirmation dialog (which replaced the browser's confirm()). */
export async function confirmInPage(page: Page, question: string | RegExp, answer: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The page is no wider than the screen: nothing widens it sideways (phones widen to fit). */
export async function expectNoPageOverflow(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((width) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[aria-label$="table"]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { page: document.documentElement.scrollWidth, wide };
  }, screen);
  expect(overflow.page, `wider than the screen: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(
    screen,
  );
}
