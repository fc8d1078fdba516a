import type { Locator, Page } from '@playwright/test';
import {
  loggedInCustomer,
  PASSWORD,
  postWithToken,
  registerCustomer,
  uniqueEmail,
} from './support/accounts';
import { expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { waitForMailLink } from './support/mail';

/** The chunks of zxcvbn-ts and its dictionaries (vite.config.ts names them). */
const DICTIONARIES = /\/assets\/password-dictionaries-[\w-]+\.js$/;

const WEAK_ADVICE =
  'This password is too easy to guess. It is a small change to a password many people use.';
const OWN_ADDRESS = 'It uses your name or e-mail address, or words about this shop.';

/** The hint is part of the field's description, so it is read out with the field too. */
async function expectStrength(field: Locator, strength: string, advice?: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(`Strength: ${strength}\\.`));
  if (advice) await expect(field).toHaveAccessibleDescription(new RegExp(escaped(advice)));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The live region that announces the hint (polite: it waits for the screen reader to finish). */
function strengthRegion(page: Page): Locator {
  return page.locator('[aria-live="polite"]', { hasText: 'Strength:' });
}

test.describe('password strength hint', () => {
  test('the first page does not download the dictionaries; the register form does', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => DICTIONARIES.test(url))).toEqual([]);

    const dictionaries = page.waitForRequest(DICTIONARIES);
    await page.goto('/register');
    await dictionaries;
  });

  test('register: judged while typing, with the address typed above it, never blocking', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('tan.meiling');
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email', { exact: true }).fill(email);

    await password.fill('short');
    await expectStrength(password, 'too short, at least 8 characters');

    await password.fill('Passw0rd!');
    await expectStrength(password, 'Weak', WEAK_ADVICE);
    await expect(strengthRegion(page)).toHaveAttribute('aria-atomic', 'true');

    // Strong for anyone else; made of this shopper's own address, it is not.
    await password.fill('tan.meiling2026');
    await expectStrength(password, 'Weak', OWN_ADDRESS);

    await password.fill('violet kettle under seven pillows');
    await expectStrength(password, 'Strong');

    // The hint only advises: a weak password is sent, and the server's refusal says the same.
    await password.fill('Passw0rd!');
    await page.getByLabel('Repeat password').fill('Passw0rd!');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await expectStrength(password, 'Weak');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('register-weak.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText(WEAK_ADVICE);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('reset: judged while typing; a refused password leaves the link working', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail('reset-hint');
    await registerCustomer(page.request, email);
    await postWithToken(page.request, '/api/reset/forgot-password', { email });
    await page.goto(await waitForMailLink(email, `${baseURL}/reset?token=`));

    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm', { exact: true });
    await password.fill('Summer2026');
    await expectStrength(password, 'Weak', 'This password is too easy to guess.');
    await confirm.fill('Summer2026');
    await page.screenshot({ path: testInfo.outputPath('reset-weak.png'), fullPage: true });
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.');

    await password.fill('Lantern-Orchid-Tuesday-31');
    await expectStrength(password, 'Strong');
    await confirm.fill('Lantern-Orchid-Tuesday-31');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Password updated. You can now log in.');
  });

  test('settings: judged against the account’s own address; cleared once saved', async ({
    page,
  }, testInfo) => {
    await loggedInCustomer(page, 'lim.weiming');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Password' });
    const password = panel.getByLabel('New password', { exact: true });

    await password.fill('lim.weiming2026');
    await expectStrength(password, 'Weak', OWN_ADDRESS);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('settings-weak.png'), fullPage: true });

    await password.fill('Lantern-Orchid-Tuesday-31');
    await expectStrength(password, 'Strong');
    await panel.getByLabel('Current password').fill(PASSWORD);
    await panel.getByLabel('Confirm new password').fill('Lantern-Orchid-Tuesday-31');
    await page.screenshot({ path: testInfo.outputPath('settings-strong.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Update password' }).click();
    await expect(panel.getByRole('status')).toHaveText('Password updated.');
    await expect(password).toHaveValue('');
    await expect(strengthRegion(page)).toHaveCount(0);
  });
});
