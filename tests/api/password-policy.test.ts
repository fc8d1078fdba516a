import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  REPETITIVE_PASSWORD_MESSAGE,
} from '#server/modules/auth/common-passwords.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { CUSTOMER_PASSWORD, registeredCustomer } from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** From the breach lists (the first three) and a pattern no list needs to hold. */
const WEAK: [password: string, message: string][] = [
  ['baseball1', COMMON_PASSWORD_MESSAGE],
  ['letmein123', COMMON_PASSWORD_MESSAGE],
  ['SunShine1', COMMON_PASSWORD_MESSAGE],
  ['aaaaaaaa', REPETITIVE_PASSWORD_MESSAGE],
  ['abababab', REPETITIVE_PASSWORD_MESSAGE],
];

let shop: TestApp;
let counter = 0;

async function registeredPolicyCustomer(): Promise<{ browser: BrowserSession; email: string }> {
  counter += 1;
  const email = `policy${counter}@example.sg`;
  return { browser: await registeredCustomer(shop, email), email };
}

function messages(response: { json(): { errors?: { msg: string }[] } }): string[] {
  return (response.json().errors ?? []).map((error) => error.msg);
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('breached and common passwords', () => {
  it.each(WEAK)('refuses %s at registration', async (password, message) => {
    const response = await new BrowserSession(shop.app).post('/api/auth/register', {
      email: `weak-${password}@example.sg`,
      password,
      repeatPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([message]);
  });

  it.each(WEAK)('refuses %s as a new password in settings', async (password, message) => {
    const { browser, email } = await registeredPolicyCustomer();
    const response = await browser.put('/api/profile/password', {
      currentPassword: CUSTOMER_PASSWORD,
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([message]);
    // The old password still works.
    expect((await new BrowserSession(shop.app).login(email, CUSTOMER_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it.each(WEAK)(
    'refuses %s through a reset link, which stays usable',
    async (password, message) => {
      const { email } = await registeredPolicyCustomer();
      await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
      const token = linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
      const refused = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
        token,
        password,
      });
      expect(refused.statusCode).toBe(400);
      expect(messages(refused)).toEqual([message]);
      const accepted = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
        token,
        password: 'A-much-better-one-42',
      });
      expect(accepted.statusCode).toBe(200);
    },
  );

  it('accepts a long passphrase that is in no list', async () => {
    const response = await new BrowserSession(shop.app).post('/api/auth/register', {
      email: 'passphrase@example.sg',
      password: 'violet kettle under seven pillows',
      repeatPassword: 'violet kettle under seven pillows',
    });
    expect(response.statusCode).toBe(201);
  });
});
