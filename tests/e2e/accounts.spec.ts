import {
  adminLogin,
  loggedInCustomer,
  logInThroughForm,
  openAccountMenu,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
} from './support/accounts';
import { collectAlerts } from './support/alerts';
import { awaitAppOnNavigation, expect, test } from './support/app-test';
import { seriousViolations } from './support/axe';
import { waitForMailLink } from './support/mail';
import { PHONE_ONLY } from './support/projects';

// The server's CSP forbids inline scripts and styles; a screen that needed one would log this.
let cspViolations: string[];
test.beforeEach(({ page }) => {
  cspViolations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test.describe('customer accounts', () => {
  test('register, log in with Remember Me, change address and password, log out, reset the password by mail and log in with it', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('journey');
    const newPassword = 'Changed-on-settings-9';
    const resetPassword = 'Reset-from-the-mail-5';

    await test.step('register', async () => {
      await page.goto('/register');
      await page.getByLabel('Email', { exact: true }).fill(`  ${email} `);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Repeat password').fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      // Registered is logged in, and lands where a login lands.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
      await (await openAccountMenu(page)).getByRole('button', { name: 'Log Out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    });

    await test.step('log in with Remember Me', async () => {
      await page.goto('/login');
      await page.getByLabel('Remember Me').check();
      await logInThroughForm(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      // Remember Me makes the session cookie outlive the browser: 30 days.
      const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
      expect(sid?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
      const panel = await openAccountMenu(page);
      await expect(panel.getByRole('link', { name: 'Admin' })).toHaveCount(0);
      await panel.getByRole('link', { name: 'View Profile' }).click();
      await expect(page).toHaveURL(/\/settings$/);
    });

    await test.step('change the address', async () => {
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await page.getByLabel('Address line').fill('Blk 123 Ubi Avenue 3, #05-67');
      await page.getByLabel('Postal code').fill('408123');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('status')).toHaveText('Address updated.');
      await page.reload();
      await expect(page.getByLabel('Address line')).toHaveValue('Blk 123 Ubi Avenue 3, #05-67');
      await expect(page.getByLabel('Postal code')).toHaveValue('408123');
    });

    await test.step('change the password', async () => {
      await page.getByRole('tab', { name: 'Password' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Password' });
      await panel.getByLabel('Current password').fill(PASSWORD);
      await panel.getByLabel('New password', { exact: true }).fill(newPassword);
      await panel.getByLabel('Confirm new password').fill(newPassword);
      await panel.getByRole('button', { name: 'Update password' }).click();
      await expect(panel.getByRole('status')).toHaveText('Password updated.');
      await expect(panel.getByLabel('New password', { exact: true })).toHaveValue('');
    });

    await test.step('log out, home, with no way back to the account page', async () => {
      const panel = await openAccountMenu(page);
      await panel.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/\/settings$/);
    });

    await test.step('ask for a reset link', async () => {
      await page.goto('/forget');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toContainText('reset link');
    });

    await test.step('follow the link from the mail and choose a new password', async () => {
      const link = await waitForMailLink(email, `${baseURL}/reset?token=`);
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill(resetPassword);
      await page.getByLabel('Confirm', { exact: true }).fill(resetPassword);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByRole('status')).toHaveText('Password updated. You can now log in.');
      await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    });

    await test.step('the old password is refused and the new one works', async () => {
      await logInThroughForm(page, email, newPassword);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
      await logInThroughForm(page, email, resetPassword);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    });
  });

  test('an e-mail change needs the password, waits for the link to the new address, and the old address undoes it with a new password', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = await loggedInCustomer(page, 'undo');
    const newEmail = uniqueEmail('moved');
    const undoPassword = 'Taken-back-on-Ubi-9';
    // Each state is kept as a picture to look at, and audited for accessibility.
    const shot = async (name: string) => {
      await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
      expect(await seriousViolations(page), name).toEqual([]);
    };

    await test.step('settings asks for the current password, then says where the link went', async () => {
      await page.goto('/settings');
      const form = page.getByRole('region', { name: 'Email address' });
      await form.getByLabel('Email', { exact: true }).fill(newEmail);
      await form.getByLabel('Current password').fill('Not-my-password-1');
      await form.getByRole('button', { name: 'Save email' }).click();
      await expect(form.getByRole('alert')).toHaveText('Current password is incorrect.');
      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Save email' }).click();
      await expect(form.getByRole('status')).toHaveText(
        `We sent a link to ${newEmail}. Your e-mail address changes when you open it, within 24 hours; until then you log in with ${email}.`,
      );
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(form.getByLabel('Current password')).toHaveValue('');
      await shot('email-change-asked');
    });

    const confirmLink = await waitForMailLink(newEmail, `${baseURL}/confirm-email?token=`);
    await test.step('the new address confirms it with a press of the button', async () => {
      await page.goto(confirmLink);
      await expect(
        page.getByRole('heading', { name: 'Confirm your new e-mail address' }),
      ).toBeVisible();
      await shot('email-change-confirm');
      await page.getByRole('button', { name: 'Confirm the new address' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `Your account's e-mail address is now ${newEmail}. Log in with it from now on.`,
      );
      await shot('email-change-confirmed');
      await expect(await openAccountMenu(page)).toContainText(newEmail);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Back to your settings' }).click();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
    });

    await test.step('the link opened again in another tab is spent', async () => {
      const second = await context.newPage();
      awaitAppOnNavigation(second);
      await second.goto(confirmLink);
      await second.getByRole('button', { name: 'Confirm the new address' }).click();
      await expect(second.getByRole('alert')).toHaveText(
        'This link is not valid: it may have been used already, replaced by a newer one, or have expired.',
      );
      await second.close();
    });

    await test.step('the old address undoes it, choosing a new password', async () => {
      const undoLink = await waitForMailLink(email, `${baseURL}/undo-email?token=`);
      await page.goto(undoLink);
      await expect(page.getByRole('heading', { name: 'Undo the e-mail change' })).toBeVisible();
      const password = page.getByLabel('New password', { exact: true });
      const confirmation = page.getByLabel('Confirm new password');
      const submit = page.getByRole('button', { name: 'Undo the change' });
      await password.fill('short');
      await confirmation.fill('short');
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
      await password.fill(PASSWORD);
      await confirmation.fill(PASSWORD);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Please choose a password other than the one you had: whoever changed the address may know it.',
      );
      await password.fill(undoPassword);
      await confirmation.fill(`${undoPassword}!`);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
      await shot('email-undo-mismatch');
      await confirmation.fill(undoPassword);
      await submit.click();
      await expect(page.getByRole('status')).toHaveText(
        `Your account's e-mail address is ${email} again, with the new password you chose. Every session on it has been signed out: log in again.`,
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        'Log in with your new password when you are ready.',
      );
      await shot('email-undone');
    });

    await test.step('only the old address with the new password logs in', async () => {
      await page.goto('/login');
      await logInThroughForm(page, email, PASSWORD);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
      await logInThroughForm(page, newEmail, PASSWORD);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
      await logInThroughForm(page, email, undoPassword);
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('an e-mail link page without its token, or with a spent one, says so', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(page.getByRole('alert')).toHaveText('Missing token.');
    await page.goto('/undo-email?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid: it may have been used already, replaced by a newer one, or have expired.',
    );
  });

  test('a customer already logged in who opens /login goes home', async ({ page }) => {
    await loggedInCustomer(page, 'returning');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the My Account panel closes on Escape and on a click outside', async ({ page }) => {
    const email = await loggedInCustomer(page, 'panel');
    await page.goto('/');
    const button = page.getByRole('button', { name: 'My Account' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    const panel = await openAccountMenu(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toContainText(email);
    await expect(panel.getByRole('link', { name: 'View Profile' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await openAccountMenu(page);
    await page.getByRole('heading', { name: 'Find your feel' }).click();
    await expect(panel).toBeHidden();
  });

  test('the mobile menu lists the account entries and logs out', { tag: PHONE_ONLY }, async ({
    page,
  }) => {
    await loggedInCustomer(page, 'mobile-menu');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('who may open what', () => {
  test('the admin lands on /admin after logging in and sees the Admin link', async ({ page }) => {
    const { email, password } = adminLogin();
    await page.goto('/login');
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    // The admin is a workspace of its own: the shop, with its account menu, is one link away
    // (in the menu on phones).
    const menu = page.getByRole('button', { name: /^Menu:/ });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'View shop' }).click();
    await expect(page).toHaveURL(/\/$/);
    const panel = await openAccountMenu(page);
    await expect(panel.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  test('a customer opening /admin lands on the home page', async ({ page }) => {
    await loggedInCustomer(page, 'not-admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor opening /admin or /settings is sent to log in, and back after it', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});

/** The messages of spec sections 5 and 8, on a phone-sized screen. */
test.describe('account error messages', { tag: PHONE_ONLY }, () => {
  test('register: client rules, server refusals and a failed request', async ({ page }) => {
    const taken = uniqueEmail('taken');
    await registerCustomer(page.request, taken);
    await page.goto('/register');
    const alert = page.getByRole('alert');
    const submit = page.getByRole('button', { name: 'Create account' });

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('new'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(`${PASSWORD}x`);
    await submit.click();
    await expect(alert).toHaveText('You must accept the terms and conditions.');

    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match.');

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat password').fill('short');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 8 characters.');

    await page.getByLabel('Email', { exact: true }).fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await submit.click();
    await expect(alert).toHaveText('An account with this email already exists.');

    await page.route('**/api/auth/register', (route) => route.abort());
    await submit.click();
    await expect(alert).toHaveText('An error occurred while registering.');
  });

  test('register: the terms and privacy popups open and close', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toContainText('governed by the laws of Singapore');
    await terms.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(terms).toBeHidden();
    // Opening the popup must not tick the box for the shopper.
    await expect(page.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();

    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toContainText('Personal Data Protection Act 2012');
    await expect(privacy.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(privacy).toBeHidden();
  });

  test('login: the server message, else the status', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Error 502');
  });

  test('forgot and reset password', async ({ page }) => {
    await page.goto('/forget');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('required', '');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('forgetful'));
    // Held back a moment, so the running state can be seen before the failure arrives.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/reset/forgot-password', async (route) => {
      await held;
      await route.abort();
    });
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Failed to send reset email.');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();

    await page.goto('/reset');
    await expect(page.getByRole('alert')).toHaveText('Missing token.');

    await page.goto('/reset?token=not-a-real-token');
    const alert = page.getByRole('alert');
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm', { exact: true });
    const submit = page.getByRole('button', { name: 'Update Password' });
    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 8 characters.');
    await password.fill(PASSWORD);
    await confirm.fill(`${PASSWORD}!`);
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match.');
    await confirm.fill(PASSWORD);
    await submit.click();
    await expect(alert).toHaveText('Reset failed. The link may be invalid or expired.');
  });

  test('settings: password, address and email refusals', async ({ page }) => {
    const email = await loggedInCustomer(page, 'settings-errors');
    await page.goto('/settings');

    await page.getByLabel('Postal code').fill('12ab');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('alert')).toHaveText('Postal code must be 6 digits.');

    const emailForm = page.getByRole('region', { name: 'Email address' });
    await emailForm.getByLabel('Current password').fill(PASSWORD);
    await emailForm.getByRole('button', { name: 'Save email' }).click();
    await expect(emailForm.getByRole('alert')).toHaveText('This is already your e-mail address.');
    await emailForm.getByLabel('Email', { exact: true }).fill(uniqueEmail('elsewhere'));
    await page.route('**/api/profile/email', (route) => route.abort());
    await emailForm.getByRole('button', { name: 'Save email' }).click();
    await expect(emailForm.getByRole('alert')).toHaveText('Failed to update email');
    await expect(emailForm.getByLabel('Email', { exact: true })).not.toHaveValue(email);

    await page.getByRole('tab', { name: 'Password' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Password' });
    const alert = panel.getByRole('alert');
    const submit = panel.getByRole('button', { name: 'Update password' });
    await panel.getByLabel('Current password').fill(PASSWORD);
    await panel.getByLabel('New password', { exact: true }).fill('short');
    await panel.getByLabel('Confirm new password').fill('short');
    await submit.click();
    await expect(alert).toHaveText('New password must be at least 8 characters.');
    await panel.getByLabel('New password', { exact: true }).fill('Another-long-one-3');
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match.');
    await panel.getByLabel('Current password').fill('not-my-password');
    await panel.getByLabel('Confirm new password').fill('Another-long-one-3');
    await submit.click();
    await expect(alert).toHaveText('Current password is incorrect.');

    await page.route('**/api/profile/password', (route) => route.abort());
    await panel.getByLabel('Current password').fill(PASSWORD);
    await submit.click();
    await expect(alert).toHaveText('Failed to update password');
  });

  test('settings: a profile that fails to load', async ({ page }) => {
    await loggedInCustomer(page, 'no-profile');
    await page.route('**/api/profile', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toHaveText('Failed to load profile');
  });

  test('logout: the two alerts, and no logout when it failed', async ({ page }) => {
    const alerts = collectAlerts(page);
    await loggedInCustomer(page, 'stays-in');
    await page.goto('/settings');

    await page.route('**/api/auth/logout', (route) => route.fulfill({ json: { success: false } }));
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => alerts).toEqual(['Logout failed.']);

    await page.unroute('**/api/auth/logout');
    await page.route('**/api/auth/logout', (route) => route.abort());
    await (await openAccountMenu(page)).getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => alerts).toEqual(['Logout failed.', 'An error occurred during logout.']);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  });
});
