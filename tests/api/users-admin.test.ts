import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.js';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import {
  BANNED_MESSAGE,
  DUPLICATE_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
} from '#server/modules/auth/service.js';
import { deleteUserAccount, editUser, setUserBanned } from '#server/modules/users/admin-service.js';
import { findUserByEmail } from '#server/modules/users/repository.js';
import type { AdminUser } from '#shared/schemas/users.js';
import {
  type AdminTestApp,
  createAdminTestApp,
  TEST_ADMIN,
} from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';

const PASSWORD = 'Quiet-Nights-On-Spinal-7';
// Many logins from one address: the per-address limit of the auth routes is not under test here.
const SHOP_ENV = { RATE_LIMIT_MAX: '10000' };

const USER_FIELDS = [
  'acctype',
  'address_line',
  'banned',
  'created_at',
  'email',
  'id',
  'login_attempts',
  'name',
  'postal_code',
  'staff_role',
  'stripe_customer_id',
  'userid',
];

interface Account {
  browser: BrowserSession;
  id: number;
  email: string;
}

async function logIn(app: App, email: string, password = PASSWORD): Promise<Account> {
  const browser = new BrowserSession(app);
  const response = await browser.login(email, password);
  expect(response.statusCode).toBe(200);
  return { browser, id: response.json().user.id, email };
}

async function registerCustomer(app: App, email: string): Promise<Account> {
  const browser = new BrowserSession(app);
  const response = await browser.post('/api/auth/register', {
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return logIn(app, email);
}

async function isLoggedIn(browser: BrowserSession): Promise<boolean> {
  return (await browser.get('/api/auth/session')).json().loggedIn;
}

async function allUsers(admin: BrowserSession): Promise<AdminUser[]> {
  const response = await admin.get('/api/users?includeBanned=1');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function userById(admin: BrowserSession, id: number): Promise<AdminUser | undefined> {
  return (await allUsers(admin)).find((user) => user.id === id);
}

/** The body the edit form sends: every field, with some changed. */
async function editBody(admin: BrowserSession, id: number, changes: Record<string, unknown> = {}) {
  const user = await userById(admin, id);
  if (!user) throw new Error(`no user ${id}`);
  return { name: user.name, email: user.email, role: user.acctype, ...changes };
}

async function setRole(admin: BrowserSession, account: Account, role: 'user' | 'admin') {
  const response = await admin.put(
    `/api/users/${account.id}`,
    await editBody(admin, account.id, { role }),
  );
  expect(response.statusCode).toBe(200);
}

describe('admin user management', () => {
  let shop: AdminTestApp;
  let owner: Account;

  beforeAll(async () => {
    shop = await createAdminTestApp(SHOP_ENV);
    owner = await logIn(shop.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => shop.close());

  /** The four calls, each aimed at `target` and harmful if it went through. */
  function harmfulCalls(target: Account) {
    return [
      { method: 'GET', url: '/api/users?includeBanned=1' },
      {
        method: 'PUT',
        url: `/api/users/${target.id}`,
        body: { name: 'Hacked', email: 'hacked@example.test', role: 'admin', banned: false },
      },
      { method: 'PUT', url: `/api/users/${target.id}/ban`, body: { banned: true } },
      { method: 'DELETE', url: `/api/users/${target.id}` },
    ] as const;
  }

  it('answers visitors 401 and customers 403 on every route, and changes nothing', async () => {
    const target = await registerCustomer(shop.app, 'guard.target@example.test');
    const customer = await registerCustomer(shop.app, 'nosy.customer@example.test');
    const visitor = new BrowserSession(shop.app);
    const before = await userById(owner.browser, target.id);

    for (const call of harmfulCalls(target)) {
      const body = 'body' in call ? call.body : undefined;
      const anonymous = await visitor.request(call.method, call.url, { body });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const forbidden = await customer.browser.request(call.method, call.url, { body });
      expect(forbidden.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
    }
    // A malformed body does not get a customer further than a valid one.
    const malformed = await customer.browser.put(`/api/users/${target.id}`, { role: 'root' });
    expect(malformed.statusCode).toBe(403);

    expect(await userById(owner.browser, target.id)).toEqual(before);
    expect(await isLoggedIn(target.browser)).toBe(true);
  });

  it('refuses every state-changing call without the anti-forgery token, and changes nothing', async () => {
    const target = await registerCustomer(shop.app, 'csrf.target@example.test');
    const before = await userById(owner.browser, target.id);

    for (const call of harmfulCalls(target)) {
      if (call.method === 'GET') continue;
      const body = 'body' in call ? call.body : undefined;
      const response = await owner.browser.request(call.method, call.url, { body, csrf: false });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' });
    }

    expect(await userById(owner.browser, target.id)).toEqual(before);
    expect(await isLoggedIn(target.browser)).toBe(true);
  });

  it('lists accounts newest first, banned ones only with includeBanned=1, never the hash', async () => {
    const active = await registerCustomer(shop.app, 'list.active@example.test');
    const banned = await registerCustomer(shop.app, 'list.banned@example.test');
    expect(
      (await owner.browser.put(`/api/users/${banned.id}/ban`, { banned: true })).statusCode,
    ).toBe(200);

    const withoutBanned = await owner.browser.get('/api/users');
    expect(withoutBanned.statusCode).toBe(200);
    expect(withoutBanned.headers['cache-control']).toBe('no-store');
    const activeIds = withoutBanned.json<AdminUser[]>().map((user) => user.id);
    expect(activeIds).toContain(active.id);
    expect(activeIds).not.toContain(banned.id);

    const everybody = await allUsers(owner.browser);
    expect(everybody.map((user) => user.id)).toEqual(
      expect.arrayContaining([active.id, banned.id]),
    );
    expect(everybody.find((user) => user.id === banned.id)).toMatchObject({
      email: 'list.banned@example.test',
      acctype: 'user',
      banned: true,
      login_attempts: 0,
      stripe_customer_id: null,
    });
    for (const user of everybody) {
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
    }
    const created = everybody.map((user) => user.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const text = JSON.stringify(everybody);
    expect(text).not.toMatch(/password|argon2|locked/i);

    const first = await owner.browser.get('/api/users?includeBanned=1&limit=1');
    expect(first.json()).toEqual(everybody.slice(0, 1));
    const second = await owner.browser.get('/api/users?includeBanned=1&limit=1&offset=1');
    expect(second.json()).toEqual(everybody.slice(1, 2));
  });

  it('searches e-mails and names in any case, taking wildcards literally', async () => {
    const customer = await registerCustomer(shop.app, 'search.me@example.test');
    await owner.browser.put(
      `/api/users/${customer.id}`,
      await editBody(owner.browser, customer.id, { name: 'Siti Nurhaliza' }),
    );
    const search = async (q: string) =>
      (await owner.browser.get(`/api/users?q=${encodeURIComponent(q)}`))
        .json<AdminUser[]>()
        .map((user) => user.email);

    expect(await search('SEARCH.ME')).toEqual(['search.me@example.test']);
    expect(await search('nurHAL')).toEqual(['search.me@example.test']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody-by-that-name')).toEqual([]);
    expect((await search('')).length).toBeGreaterThan(1);
  });

  it('edits name, e-mail and role, trimmed and lower-cased, and keeps the sessions for a rename', async () => {
    const customer = await registerCustomer(shop.app, 'edit.me@example.test');
    const response = await owner.browser.put(`/api/users/${customer.id}`, {
      name: '  Tan Ah Kow  ',
      email: '  Edited.Customer@Example.TEST ',
      role: 'user',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User updated.',
      user: {
        id: customer.id,
        name: 'Tan Ah Kow',
        email: 'edited.customer@example.test',
        acctype: 'user',
        banned: false,
      },
    });
    expect(Object.keys(response.json().user).sort()).toEqual(USER_FIELDS);
    expect(await isLoggedIn(customer.browser)).toBe(true);

    const cleared = await owner.browser.put(
      `/api/users/${customer.id}`,
      await editBody(owner.browser, customer.id, { name: '   ' }),
    );
    expect(cleared.json().user.name).toBeNull();
    await logIn(shop.app, 'edited.customer@example.test');
  });

  it("refuses another account's e-mail, in any case, with 409", async () => {
    const first = await registerCustomer(shop.app, 'first.owner@example.test');
    const second = await registerCustomer(shop.app, 'second.owner@example.test');
    const before = await userById(owner.browser, second.id);

    const response = await owner.browser.put(
      `/api/users/${second.id}`,
      await editBody(owner.browser, second.id, { email: first.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DUPLICATE_EMAIL_MESSAGE);
    expect(await userById(owner.browser, second.id)).toEqual(before);
  });

  it("ends the user's sessions on a role change; the new role applies at the next login", async () => {
    let customer = await registerCustomer(shop.app, 'promote.me@example.test');

    await setRole(owner.browser, customer, 'admin');
    expect(await isLoggedIn(customer.browser)).toBe(false);
    customer = await logIn(shop.app, customer.email);
    expect((await customer.browser.get('/api/users')).statusCode).toBe(200);

    await setRole(owner.browser, customer, 'user');
    expect(await isLoggedIn(customer.browser)).toBe(false);
    customer = await logIn(shop.app, customer.email);
    expect((await customer.browser.get('/api/users')).statusCode).toBe(403);
  });

  it('a ban ends the sessions and blocks the login; an unban lets the user in again', async () => {
    const customer = await registerCustomer(shop.app, 'ban.me@example.test');

    const banned = await owner.browser.put(`/api/users/${customer.id}/ban`, { banned: true });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({
      success: true,
      message: 'User banned.',
      user: { id: customer.id, banned: true },
    });
    expect(await isLoggedIn(customer.browser)).toBe(false);

    const browser = new BrowserSession(shop.app);
    const wrongPassword = await browser.login(customer.email, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(LOGIN_FAILED_MESSAGE);
    const rightPassword = await browser.login(customer.email, PASSWORD);
    expect(rightPassword.statusCode).toBe(403);
    expect(rightPassword.json().message).toBe(BANNED_MESSAGE);

    const unbanned = await owner.browser.put(`/api/users/${customer.id}/ban`, { banned: false });
    expect(unbanned.json()).toMatchObject({ message: 'User unbanned.', user: { banned: false } });
    const again = await logIn(shop.app, customer.email);

    // The edit form's banned switch does the same.
    const edited = await owner.browser.put(
      `/api/users/${customer.id}`,
      await editBody(owner.browser, customer.id, { banned: true }),
    );
    expect(edited.json().user.banned).toBe(true);
    expect(await isLoggedIn(again.browser)).toBe(false);
    expect((await new BrowserSession(shop.app).login(customer.email, PASSWORD)).statusCode).toBe(
      403,
    );
  });

  it('does not let an admin ban, demote or delete their own account', async () => {
    const self = `/api/users/${owner.id}`;
    const before = await userById(owner.browser, owner.id);
    const refusals = [
      {
        response: await owner.browser.put(
          self,
          await editBody(owner.browser, owner.id, { role: 'user' }),
        ),
        message: 'You cannot remove the owner role from your own account.',
      },
      {
        response: await owner.browser.put(
          self,
          await editBody(owner.browser, owner.id, { banned: true }),
        ),
        message: 'You cannot ban your own account.',
      },
      {
        response: await owner.browser.put(`${self}/ban`, { banned: true }),
        message: 'You cannot ban your own account.',
      },
      {
        response: await owner.browser.delete(self),
        message: 'You cannot delete your own account.',
      },
    ];
    for (const { response, message } of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message, code: 'forbidden' });
    }
    expect(await isLoggedIn(owner.browser)).toBe(true);
    expect(await userById(owner.browser, owner.id)).toEqual(before);

    // Their own name and e-mail they may edit, without losing the session.
    const renamed = await owner.browser.put(
      self,
      await editBody(owner.browser, owner.id, { name: 'Shop Owner' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await isLoggedIn(owner.browser)).toBe(true);
  });

  it('deletes a customer; a second delete finds nobody', async () => {
    const customer = await registerCustomer(shop.app, 'delete.me@example.test');

    const deleted = await owner.browser.delete(`/api/users/${customer.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['cache-control']).toBe('no-store');
    expect(deleted.json()).toEqual({ success: true, message: 'User deleted.' });
    expect(await isLoggedIn(customer.browser)).toBe(false);
    expect(await userById(owner.browser, customer.id)).toBeUndefined();

    const notFound = { message: 'User not found', code: 'not_found' };
    const again = await owner.browser.delete(`/api/users/${customer.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFound);
    const edit = await owner.browser.put(`/api/users/${customer.id}`, {
      email: customer.email,
      role: 'user',
    });
    expect(edit.statusCode).toBe(404);
    const ban = await owner.browser.put(`/api/users/${customer.id}/ban`, { banned: true });
    expect(ban.statusCode).toBe(404);
    expect((await new BrowserSession(shop.app).login(customer.email, PASSWORD)).statusCode).toBe(
      401,
    );
  });

  it('answers malformed requests with 400 and the reasons, never 500, and changes nothing', async () => {
    const customer = await registerCustomer(shop.app, 'malformed.target@example.test');
    const before = await userById(owner.browser, customer.id);
    const url = `/api/users/${customer.id}`;
    const valid = { name: null, email: customer.email, role: 'user' };
    const cases: {
      method: 'GET' | 'PUT' | 'DELETE';
      url: string;
      body?: unknown;
      says?: string;
    }[] = [
      { method: 'PUT', url, body: { ...valid, role: 'root' }, says: 'Role must be user or admin.' },
      {
        method: 'PUT',
        url,
        body: { ...valid, role: undefined },
        says: 'Role must be user or admin.',
      },
      { method: 'PUT', url, body: { ...valid, email: 'nope' }, says: 'valid email address' },
      { method: 'PUT', url, body: { ...valid, email: undefined }, says: 'Email is required.' },
      { method: 'PUT', url, body: { ...valid, email: '  ' }, says: 'Email is required.' },
      { method: 'PUT', url, body: { ...valid, name: 'x'.repeat(101) }, says: 'at most 100' },
      { method: 'PUT', url, body: { ...valid, banned: 'yes' }, says: 'true or false' },
      { method: 'PUT', url: `${url}/ban`, body: { banned: 'yes' }, says: 'true or false' },
      { method: 'PUT', url: `${url}/ban`, body: {}, says: 'true or false' },
      { method: 'PUT', url: '/api/users/abc', body: valid, says: 'User id' },
      { method: 'PUT', url: '/api/users/1.5/ban', body: { banned: true }, says: 'User id' },
      { method: 'DELETE', url: '/api/users/abc', says: 'User id' },
      { method: 'DELETE', url: '/api/users/0', says: 'User id' },
      { method: 'DELETE', url: '/api/users/99999999999', says: 'User id' },
      { method: 'GET', url: '/api/users?limit=0' },
      { method: 'GET', url: '/api/users?limit=501' },
      { method: 'GET', url: '/api/users?limit=ten' },
      { method: 'GET', url: '/api/users?offset=-1' },
      { method: 'GET', url: '/api/users?includeBanned=yes' },
    ];
    for (const call of cases) {
      const response = await owner.browser.request(call.method, call.url, { body: call.body });
      const label = `${call.method} ${call.url} ${JSON.stringify(call.body)}`;
      expect(response.statusCode, label).toBe(400);
      const body = response.json();
      expect(body.errors?.length, label).toBeGreaterThan(0);
      expect(typeof body.errors[0].msg, label).toBe('string');
      if (call.says) expect(body.errors[0].msg, label).toContain(call.says);
    }
    const unknown = await owner.browser.put('/api/users/2147483647', valid);
    expect(unknown.statusCode).toBe(404);
    expect(await userById(owner.browser, customer.id)).toEqual(before);
  });
});

describe('the last owner', () => {
  let shop: AdminTestApp;
  let owner: Account;

  beforeAll(async () => {
    shop = await createAdminTestApp(SHOP_ENV);
    owner = await logIn(shop.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => shop.close());

  async function activeAdmins(admin: BrowserSession): Promise<number[]> {
    return (await allUsers(admin))
      .filter((user) => user.acctype === 'admin' && !user.banned)
      .map((user) => user.id);
  }

  it('cannot be removed by a request authorised before its own owner lost the role', async () => {
    const second = await registerCustomer(shop.app, 'second.admin@example.test');
    const customer = await registerCustomer(shop.app, 'bystander@example.test');
    await setRole(owner.browser, second, 'admin');
    // The second admin's request has passed the route's guard...
    const staleAdmin = await findUserByEmail(shop.app.db, second.email);
    if (!staleAdmin) throw new Error('second admin missing');
    // ...when the owner demotes them; the request then goes on.
    await setRole(owner.browser, second, 'user');

    const edit = { name: null, email: TEST_ADMIN.email, role: 'user' as const };
    await expect(editUser(shop.app.db, staleAdmin, owner.id, edit)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last owner cannot be demoted: the shop must keep at least one owner.',
    });
    await expect(setUserBanned(shop.app.db, staleAdmin, owner.id, true)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last owner cannot be banned: the shop must keep at least one owner.',
    });
    await expect(
      deleteUserAccount(shop.app.db, staleAdmin, owner.id, {
        hooks: shop.app.accountHooks.accountErased,
        now: new Date(),
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last owner cannot be deleted: the shop must keep at least one owner.',
    });
    // Nor anything else: it is no owner any more.
    await expect(setUserBanned(shop.app.db, staleAdmin, customer.id, true)).rejects.toMatchObject({
      statusCode: 403,
    });

    expect(await activeAdmins(owner.browser)).toEqual([owner.id]);
    expect(await isLoggedIn(owner.browser)).toBe(true);
    expect(await isLoggedIn(customer.browser)).toBe(true);
  });

  it('survives two owners demoting or banning each other at the same moment', async () => {
    let first = owner;
    let second = await registerCustomer(shop.app, 'rival.admin@example.test');
    await setRole(first.browser, second, 'admin');
    second = await logIn(shop.app, second.email);

    for (const action of ['demote', 'ban', 'demote', 'ban'] as const) {
      const remove = (actor: Account, target: Account) =>
        action === 'ban'
          ? actor.browser.put(`/api/users/${target.id}/ban`, { banned: true })
          : actor.browser.put(`/api/users/${target.id}`, {
              name: null,
              email: target.email,
              role: 'user',
            });
      const [byFirst, bySecond] = await Promise.all([remove(first, second), remove(second, first)]);
      const statuses = [byFirst.statusCode, bySecond.statusCode];
      expect(
        statuses.filter((status) => status === 200),
        `${action}: ${statuses}`,
      ).toHaveLength(1);
      expect([401, 403, 409]).toContain(
        byFirst.statusCode === 200 ? bySecond.statusCode : byFirst.statusCode,
      );

      const [winner, loser] = byFirst.statusCode === 200 ? [first, second] : [second, first];
      expect(await activeAdmins(winner.browser)).toEqual([winner.id]);
      expect(await isLoggedIn(loser.browser)).toBe(false);

      // Back to two admins for the next round.
      if (action === 'ban') {
        expect(
          (await winner.browser.put(`/api/users/${loser.id}/ban`, { banned: false })).statusCode,
        ).toBe(200);
      } else {
        await setRole(winner.browser, loser, 'admin');
      }
      first = winner;
      second = await logIn(
        shop.app,
        loser.email,
        loser.id === owner.id ? TEST_ADMIN.password : PASSWORD,
      );
    }
  });
});
