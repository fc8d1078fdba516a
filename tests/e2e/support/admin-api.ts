import { type APIRequestContext, expect, request } from '@playwright/test';
import { adminLogin, PASSWORD, postWithToken, registerCustomer, uniqueEmail } from './accounts';

export interface AdminApi {
  /** A state-changing call with the admin session's anti-forgery token; answers its JSON. */
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<unknown>;
  dispose(): Promise<void>;
}

async function token(context: APIRequestContext): Promise<string> {
  return ((await (await context.get('/csrf-token')).json()) as { csrfToken: string }).csrfToken;
}

/** The shop's admin through the API, for tests whose subject is not the admin screens. */
export async function adminApi(baseURL: string): Promise<AdminApi> {
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { ...adminLogin(), rememberMe: false },
    headers: { 'x-csrf-token': await token(admin) },
  });
  expect(login.ok()).toBe(true);
  return {
    async send(method, url, data) {
      const answer = await admin.fetch(url, {
        method,
        ...(data === undefined ? {} : { data }),
        headers: { 'x-csrf-token': await token(admin) },
      });
      expect(answer.ok(), `${method} ${url} answered ${answer.status()}`).toBe(true);
      return answer.json();
    },
    dispose: () => admin.dispose(),
  };
}

/**
 * A new account the owner makes staff with `staffRole` through the API, for specs whose subject
 * is not the Users screen; logs in with `PASSWORD`.
 */
export async function staffAccount(
  baseURL: string,
  label: string,
  staffRole: 'store' | 'catalogue',
): Promise<string> {
  const email = uniqueEmail(label);
  const account = await request.newContext({ baseURL });
  await registerCustomer(account, email);
  await postWithToken(account, '/api/auth/login', { email, password: PASSWORD });
  const { user } = (await (await account.get('/api/auth/session')).json()) as {
    user: { id: number };
  };
  await account.dispose();
  const owner = await adminApi(baseURL);
  await owner.send('PUT', `/api/users/${user.id}`, { name: null, email, role: 'admin', staffRole });
  await owner.dispose();
  return email;
}
