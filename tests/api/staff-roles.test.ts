import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';
import { CUSTOMER_PASSWORD } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

// Many logins from one address: the per-address limit of the auth routes is not under test here.
const SHOP_ENV = { RATE_LIMIT_MAX: '10000' };

let shop: AdminTestApp;
beforeAll(async () => {
  shop = await createAdminTestApp(SHOP_ENV);
});
afterAll(() => shop.close());

async function sessionUser(browser: BrowserSession) {
  return (await browser.get('/api/auth/session')).json<{
    user: { id: number; acctype: string; staffRole: string | null } | null;
  }>().user;
}

async function idOf(browser: BrowserSession): Promise<number> {
  const user = await sessionUser(browser);
  if (!user) throw new Error('not signed in');
  return user.id;
}

async function userRow(id: number) {
  const users = (await shop.admin.get('/api/users?includeBanned=1')).json<
    { id: number; acctype: string; staff_role: string | null }[]
  >();
  return users.find((user) => user.id === id);
}

describe('staff roles', () => {
  it('makes the boot admin an owner, and a customer has no staff role', async () => {
    expect(await sessionUser(shop.admin)).toMatchObject({ acctype: 'admin', staffRole: 'owner' });
    const customer = await shop.customer('no.role@example.sg');
    expect(await sessionUser(customer)).toMatchObject({ acctype: 'user', staffRole: null });
  });

  it('lets the owner make an account store staff: audited, signed out, and kept from Users', async () => {
    const email = 'mei.store@example.sg';
    const account = await shop.customer(email);
    const id = await idOf(account);
    const made = await shop.admin.put(`/api/users/${id}`, {
      name: 'Mei',
      email,
      role: 'admin',
      staffRole: 'store',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user).toMatchObject({ acctype: 'admin', staff_role: 'store' });
    // The new rights begin at the next sign-in.
    expect(await sessionUser(account)).toBeNull();

    const trail = (await shop.admin.get(`/api/admin/audit?entityType=user&entityId=${id}`)).json<{
      entries: { changes: { field: string; from: unknown; to: unknown }[] }[];
    }>();
    expect(trail.entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Role', from: 'user', to: 'admin' },
        { field: 'Staff role', from: null, to: 'Store staff' },
      ]),
    );

    expect((await account.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
    const users = await account.get('/api/users');
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({
      message: 'Your staff role does not include this. Ask an owner: it is for Owner.',
      code: 'outside_role',
    });
    expect((await account.get('/api/orders/admin/orders')).statusCode).toBe(200);
    // Nor can store staff make themselves an owner.
    const promote = await account.put(`/api/users/${id}`, {
      name: 'Mei',
      email,
      role: 'admin',
      staffRole: 'owner',
    });
    expect(promote.statusCode).toBe(403);
    expect((await userRow(id))?.staff_role).toBe('store');
  });

  it('keeps the staff role when an edit leaves it out, and makes an admin without one an owner', async () => {
    const email = 'kept.role@example.sg';
    const account = await shop.staff(email, 'catalogue');
    const id = await idOf(account);
    const rename = await shop.admin.put(`/api/users/${id}`, { name: 'Ravi', email, role: 'admin' });
    expect(rename.json().user).toMatchObject({ name: 'Ravi', staff_role: 'catalogue' });
    // A rename is no new right: the session goes on.
    expect(await sessionUser(account)).toMatchObject({ staffRole: 'catalogue' });

    const other = 'spec.admin@example.sg';
    const otherId = await idOf(await shop.customer(other));
    const promoted = await shop.admin.put(`/api/users/${otherId}`, {
      name: null,
      email: other,
      role: 'admin',
    });
    expect(promoted.json().user).toMatchObject({ acctype: 'admin', staff_role: 'owner' });
    const demoted = await shop.admin.put(`/api/users/${otherId}`, {
      name: null,
      email: other,
      role: 'user',
    });
    expect(demoted.json().user).toMatchObject({ acctype: 'user', staff_role: null });
  });

  it('refuses a staff role for a customer, or one that does not exist, and changes nothing', async () => {
    const email = 'bad.role@example.sg';
    const id = await idOf(await shop.customer(email));
    const forCustomer = await shop.admin.put(`/api/users/${id}`, {
      name: null,
      email,
      role: 'user',
      staffRole: 'store',
    });
    expect(forCustomer.statusCode).toBe(400);
    expect(forCustomer.json().errors).toEqual([
      { msg: 'Only an admin has a staff role.', path: 'staffRole' },
    ]);
    const unknown = await shop.admin.put(`/api/users/${id}`, {
      name: null,
      email,
      role: 'admin',
      staffRole: 'manager',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { msg: 'Staff role must be owner, store or catalogue.', path: 'staffRole' },
    ]);
    expect(await userRow(id)).toMatchObject({ acctype: 'user', staff_role: null });
  });

  it('keeps at least one owner: an owner cannot step down while alone, and may once another owner exists', async () => {
    const ownerId = await idOf(shop.admin);
    const self = { name: null, email: 'owner@8ettersleep.test', role: 'admin', staffRole: 'store' };
    const alone = await shop.admin.put(`/api/users/${ownerId}`, self);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toBe('You cannot remove the owner role from your own account.');

    const second = await shop.staff('second.owner@example.sg', 'owner');
    const stepDown = await second.put(`/api/users/${ownerId}`, self);
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const secondId = await idOf(second);
    // The one owner left cannot be demoted by anybody: only an owner may try, and not themself.
    const last = await second.put(`/api/users/${secondId}`, {
      name: null,
      email: 'second.owner@example.sg',
      role: 'admin',
      staffRole: 'catalogue',
    });
    expect(last.statusCode).toBe(403);
    const back = await second.put(`/api/users/${ownerId}`, { ...self, staffRole: 'owner' });
    expect(back.statusCode, back.body).toBe(200);
    shop.admin = await shop.logInAdmin();
  });
});

describe('setting stock', () => {
  it('sets the counted stock of sizes and of a product without sizes at once, audited', async () => {
    const mattress = await insertProduct(shop, {
      name: 'Counted Mattress',
      priceCents: 99_900,
      sizes: [
        { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 1 },
        { label: '152x190', sizeName: 'Queen', priceDeltaCents: 20_000, stockQty: 1 },
      ],
    });
    const pillow = await insertProduct(shop, {
      name: 'Counted Pillow',
      priceCents: 4_990,
      stockQty: 2,
      collection: 'Accessories',
    });
    const store = await shop.staff('counter@example.sg', 'store');
    const saved = await store.put('/api/admin/stock', {
      changes: [
        { productId: mattress, size: '91x190', stockQty: 7 },
        { productId: mattress, size: '152x190', stockQty: 0 },
        { productId: pillow, size: null, stockQty: 25 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: 'Stock saved (3 changes).' });

    const product = (await store.get(`/api/products/${mattress}`)).json<{
      stockQty: number;
      dimensions: { label: string; stockQty: number }[];
    }>();
    expect(product.stockQty).toBe(7);
    expect(product.dimensions.map((size) => [size.label, size.stockQty])).toEqual([
      ['91x190', 7],
      ['152x190', 0],
    ]);
    expect((await store.get(`/api/products/${pillow}`)).json().stockQty).toBe(25);
    const trail = (
      await shop.admin.get(`/api/admin/audit?entityType=product&entityId=${mattress}`)
    ).json<{ entries: { actorEmail: string; changes: { field: string }[] }[] }>();
    expect(trail.entries[0]?.actorEmail).toBe('counter@example.sg');
    expect(trail.entries[0]?.changes.map((change) => change.field)).toContain('Stock of 91x190');
  });

  it('saves all the changes or none, with a clear message, and answers catalogue staff too', async () => {
    const mattress = await insertProduct(shop, {
      name: 'All Or None Mattress',
      priceCents: 99_900,
      sizes: [{ label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 4 }],
    });
    const catalogue = await shop.staff('shelves@example.sg', 'catalogue');
    const stockOf = async () => (await catalogue.get(`/api/products/${mattress}`)).json().stockQty;

    const noSuchSize = await catalogue.put('/api/admin/stock', {
      changes: [
        { productId: mattress, size: '91x190', stockQty: 9 },
        { productId: mattress, size: '999x999', stockQty: 1 },
      ],
    });
    expect(noSuchSize.statusCode).toBe(404);
    expect(noSuchSize.json().message).toBe('All Or None Mattress has no size 999x999.');
    const productOnly = await catalogue.put('/api/admin/stock', {
      changes: [{ productId: mattress, size: null, stockQty: 9 }],
    });
    expect(productOnly.statusCode).toBe(400);
    expect(productOnly.json().errors).toEqual([
      { msg: 'All Or None Mattress has sizes: set the stock of each size.' },
    ]);
    const malformed = await catalogue.put('/api/admin/stock', {
      changes: [
        { productId: mattress, size: '91x190', stockQty: -1 },
        { productId: mattress, size: '152x190', stockQty: 2.5 },
      ],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((error: { msg: string }) => error.msg)).toEqual([
      'Stock must be a whole number from 0 to 1000000.',
      'Stock must be a whole number from 0 to 1000000.',
    ]);
    const twice = await catalogue.put('/api/admin/stock', {
      changes: [
        { productId: mattress, size: '91x190', stockQty: 1 },
        { productId: mattress, size: '91x190', stockQty: 2 },
      ],
    });
    expect(twice.json().errors).toMatchObject([
      { msg: 'Each product and size may appear only once.' },
    ]);
    const none = await catalogue.put('/api/admin/stock', { changes: [] });
    expect(none.json().errors).toMatchObject([
      { msg: 'Change the stock of at least one product or size.' },
    ]);
    expect(await stockOf()).toBe(4);
  });
});
