import { expect } from 'vitest';
import type { StaffRole } from '#shared/staff-roles.js';
import { BrowserSession } from './browser-session.js';
import { CUSTOMER_PASSWORD, registeredCustomer } from './checkout.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The admin account an admin test app is booted with (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const TEST_ADMIN = {
  email: 'owner@8ettersleep.test',
  password: 'Owner-Sleeps-Well-42',
} as const;

export interface AdminTestApp extends TestApp {
  /** A browser logged in as the admin. */
  admin: BrowserSession;
  /** Another browser logged in as the admin, as from a second device. */
  logInAdmin(): Promise<BrowserSession>;
  /** A new customer, registered and logged in under `email`. */
  customer(email: string): Promise<BrowserSession>;
  /** A new account the owner made staff with `role`, logged in under `email`. */
  staff(email: string, role: StaffRole): Promise<BrowserSession>;
}

/**
 * What admin route tests start from: createTestApp (same arguments) with the admin account made at
 * boot and logged in, and a way to make customers.
 */
export async function createAdminTestApp(
  ...[env = {}, ...rest]: Parameters<typeof createTestApp>
): Promise<AdminTestApp> {
  const shop = await createTestApp(
    { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env },
    ...rest,
  );
  const logInAdmin = async () => {
    const browser = new BrowserSession(shop.app);
    expect((await browser.login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    return browser;
  };
  const admin = await logInAdmin();
  const staff = async (email: string, role: StaffRole) => {
    const account = await registeredCustomer(shop, email);
    const { user } = (await account.get('/api/auth/session')).json<{ user: { id: number } }>();
    // A fresh owner's session: a test may have changed the owner's role since the boot.
    const made = await (await logInAdmin()).put(`/api/users/${user.id}`, {
      name: null,
      email,
      role: 'admin',
      staffRole: role,
    });
    expect(made.statusCode, made.body).toBe(200);
    // The new role ended the account's sessions: it signs in again with the role's rights.
    expect((await account.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
    return account;
  };
  return {
    ...shop,
    admin,
    logInAdmin,
    customer: (email) => registeredCustomer(shop, email),
    staff,
  };
}
