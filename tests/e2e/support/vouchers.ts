import { randomBytes } from 'node:crypto';
import { expect, request } from '@playwright/test';
import { adminLogin } from './accounts';

/** A 10 % voucher of the calling test's own (its code starts with `prefix`), made by the admin through the API. */
export async function createVoucher(baseURL: string, prefix: string): Promise<string> {
  const admin = await request.newContext({ baseURL });
  const token = async () =>
    ((await (await admin.get('/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const { email, password } = adminLogin();
  const login = await admin.post('/api/auth/login', {
    data: { email, password, rememberMe: false },
    headers: { 'x-csrf-token': await token() },
  });
  expect(login.ok()).toBe(true);
  const code = `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
  const created = await admin.post('/api/vouchers', {
    data: { code, kind: 'percent', value: 10 },
    headers: { 'x-csrf-token': await token() },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();
  return code;
}
