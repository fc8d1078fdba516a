import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A password no breach list holds, so the server's common-password check lets it through. */
export const PASSWORD = 'Quiet-night-on-Ubi-7';

/** Every test makes its own people: nothing depends on what another test left behind. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

export function adminLogin(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are not set');
  return { email, password };
}

/** State-changing calls need the session's anti-forgery token, as the browser's client sends. */
export async function postWithToken(request: APIRequestContext, url: string, data: unknown) {
  const { csrfToken } = (await (await request.get('/csrf-token')).json()) as { csrfToken: string };
  const answer = await request.post(url, { data, headers: { 'x-csrf-token': csrfToken } });
  expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true);
  return answer;
}

/**
 * Registers through the API, for tests whose subject is not the register screen; registering logs
 * that cookie jar in, so it logs out again: the account exists and the page is still a visitor.
 */
export async function registerCustomer(request: APIRequestContext, email: string) {
  await postWithToken(request, '/api/auth/register', {
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  await postWithToken(request, '/api/auth/logout', {});
}

/** Registers and logs in through the page's own cookie jar, so the page is logged in too. */
export async function loggedInCustomer(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerCustomer(page.request, email);
  await postWithToken(page.request, '/api/auth/login', { email, password: PASSWORD });
  return email;
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The profile icon of the top bar, on phones and desktops alike. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  const panel = page.getByRole('region', { name: 'My Account' });
  await expect(panel).toBeVisible();
  return panel;
}
