import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import { type Voucher, voucherListSchema } from '#shared/schemas/voucher.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';

/** The shop's now, held by the test: a voucher's state turns at an instant (decision 48). */
const clock = fixedClock('2026-12-03T12:00:00+08:00');
let shop: AdminTestApp;
let admin: BrowserSession;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
  admin = shop.admin;
});
afterAll(() => shop.close());

async function listed(): Promise<Voucher[]> {
  const response = await admin.get('/api/vouchers');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return voucherListSchema.parse(response.json());
}

async function create(body: Record<string, unknown>): Promise<Voucher> {
  const response = await admin.post('/api/vouchers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().voucher;
}

describe('admin voucher routes', () => {
  it('answer visitors 401 and customers 403, and refuse calls without the token', async () => {
    const voucher = await create({ code: 'GUARDED', kind: 'percent', value: 10 });
    const customer = await shop.customer('voucher.customer@example.test');
    const visitor = new BrowserSession(shop.app);
    const calls = [
      { method: 'GET', url: '/api/vouchers' },
      { method: 'POST', url: '/api/vouchers', body: { code: 'FREE', kind: 'fixed', value: 999 } },
      { method: 'PUT', url: `/api/vouchers/${voucher.id}`, body: { value: 100 } },
      { method: 'DELETE', url: `/api/vouchers/${voucher.id}` },
    ] as const;
    for (const call of calls) {
      const body = 'body' in call ? call.body : undefined;
      expect((await visitor.request(call.method, call.url, { body })).statusCode).toBe(401);
      const forbidden = await customer.request(call.method, call.url, { body });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
      if (call.method !== 'GET') {
        const noToken = await admin.request(call.method, call.url, { body, csrf: false });
        expect(noToken.statusCode).toBe(403);
        expect(noToken.json()).toEqual({ message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' });
      }
    }
    expect((await listed()).find((v) => v.id === voucher.id)).toEqual(voucher);
  });

  it('create codes trimmed and upper case, with the form defaults, listed in the spec shape', async () => {
    const percent = await create({ code: '  welcome10 ', kind: 'percent', value: 10 });
    expect(percent).toEqual({
      id: expect.any(Number),
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      min_subtotal_cents: 0,
      used_count: 0,
      max_uses: 0,
      active: true,
      starts_at: null,
      expires_at: null,
      state: 'active',
    });
    const fixed = await create({
      code: 'Take25',
      kind: 'fixed',
      value: 25.5,
      minSubtotalCents: 20_000,
      maxRedemptions: 100,
      startsAt: '2026-12-01T00:00:00+08:00',
      expiresAt: '2026-12-31T23:59:00.000Z',
      active: false,
    });
    expect(fixed).toMatchObject({
      code: 'TAKE25',
      kind: 'fixed',
      value: 25.5,
      min_subtotal_cents: 20_000,
      max_uses: 100,
      active: false,
      starts_at: '2026-11-30T16:00:00.000Z',
      expires_at: '2026-12-31T23:59:00.000Z',
    });
    const codes = (await listed()).map((voucher) => voucher.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'TAKE25']));
    expect(codes).toEqual([...codes].sort());
  });

  it('refuse invalid vouchers with a clear message', async () => {
    await create({ code: 'TAKEN', kind: 'percent', value: 5 });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { code: 'taken', kind: 'percent', value: 5 },
        409,
        'A voucher with this code already exists.',
      ],
      [{ code: '', kind: 'percent', value: 5 }, 400, 'code: Code is required.'],
      [
        { code: 'SPACE IN', kind: 'percent', value: 5 },
        400,
        'code: Code may use only letters, digits, - and _.',
      ],
      [{ code: 'NOVALUE', kind: 'percent' }, 400, 'value: Value is required.'],
      [{ code: 'NEG', kind: 'fixed', value: -1 }, 400, 'value: Value cannot be negative.'],
      [{ code: 'KIND', kind: 'bogus', value: 1 }, 400, 'kind: Type must be percent or fixed.'],
      [
        { code: 'PCT', kind: 'percent', value: 101 },
        400,
        'A percent value must be a whole number from 0 to 100.',
      ],
      [
        { code: 'PCT2', kind: 'percent', value: 12.5 },
        400,
        'A percent value must be a whole number from 0 to 100.',
      ],
      [
        { code: 'CENTS', kind: 'fixed', value: 1.005 },
        400,
        'A fixed value must be in dollars with at most two decimals.',
      ],
      [
        { code: 'MIN', kind: 'fixed', value: 1, minSubtotalCents: -5 },
        400,
        'minSubtotalCents: Min subtotal cannot be negative.',
      ],
      [
        { code: 'MAX', kind: 'fixed', value: 1, maxRedemptions: 1.5 },
        400,
        'maxRedemptions: Max uses must be a whole number.',
      ],
      [
        { code: 'DATE', kind: 'fixed', value: 1, startsAt: 'tomorrow' },
        400,
        'startsAt: Starts must be a date and time.',
      ],
      [
        {
          code: 'ORDER',
          kind: 'fixed',
          value: 1,
          startsAt: '2026-12-02T00:00:00Z',
          expiresAt: '2026-12-01T00:00:00Z',
        },
        400,
        'Ends must be after Starts.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.post('/api/vouchers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('edit only what is sent: the active toggle keeps every other field', async () => {
    const voucher = await create({
      code: 'EDITME',
      kind: 'fixed',
      value: 30,
      minSubtotalCents: 10_000,
      maxRedemptions: 5,
    });
    const toggled = await admin.put(`/api/vouchers/${voucher.id}`, { active: false });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({
      success: true,
      message: 'Voucher EDITME saved.',
      voucher: { ...voucher, active: false, state: 'inactive' },
    });

    const edited = await admin.put(`/api/vouchers/${voucher.id}`, {
      id: voucher.id,
      code: 'edited',
      kind: 'percent',
      value: 20,
      minSubtotalCents: 0,
      maxRedemptions: null,
      startsAt: null,
      expiresAt: null,
      active: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().voucher).toEqual({
      ...voucher,
      code: 'EDITED',
      kind: 'percent',
      value: 20,
      min_subtotal_cents: 0,
      max_uses: 0,
    });

    const kindOnly = await admin.put(`/api/vouchers/${voucher.id}`, { kind: 'fixed' });
    expect(kindOnly.statusCode).toBe(400);
    expect(kindOnly.json().message).toBe('Value is required when the type changes.');
    await create({ code: 'OTHER', kind: 'percent', value: 1 });
    const clash = await admin.put(`/api/vouchers/${voucher.id}`, { code: 'other' });
    expect(clash.statusCode).toBe(409);
    expect((await admin.put('/api/vouchers/999999', { active: true })).statusCode).toBe(404);
    expect((await admin.put(`/api/vouchers/${voucher.id}`, {})).statusCode).toBe(400);
  });

  it('list each voucher as Active, Inactive, Scheduled or Expired by the shop clock', async () => {
    const inMinutes = (minutes: number) => shop.fromNow(minutes * 60_000).toISOString();
    const running = await create({ code: 'RUNNING', kind: 'percent', value: 5 });
    const off = await create({ code: 'SWITCHEDOFF', kind: 'percent', value: 5, active: false });
    const later = await create({
      code: 'LATER',
      kind: 'percent',
      value: 5,
      startsAt: inMinutes(24 * 60),
    });
    // Saving a voucher whose end has passed goes through: the form warns, the server records it.
    const ended = await create({
      code: 'ENDED',
      kind: 'percent',
      value: 5,
      startsAt: inMinutes(-24 * 60),
      expiresAt: inMinutes(-1),
    });
    const endedAndOff = await create({
      code: 'ENDEDOFF',
      kind: 'percent',
      value: 5,
      expiresAt: inMinutes(-1),
      active: false,
    });
    const endsSoon = await create({
      code: 'ENDSSOON',
      kind: 'percent',
      value: 5,
      expiresAt: inMinutes(10),
    });
    expect(
      [running, off, later, ended, endedAndOff, endsSoon].map((voucher) => voucher.state),
    ).toEqual(['active', 'inactive', 'scheduled', 'expired', 'expired', 'active']);

    const stateOf = async (id: number) => (await listed()).find((v) => v.id === id)?.state;
    clock.advance(10 * 60_000 - 1);
    expect(await stateOf(endsSoon.id)).toBe('active');
    clock.advance(1);
    expect(await stateOf(endsSoon.id)).toBe('expired');
    const saved = await admin.put(`/api/vouchers/${endsSoon.id}`, { value: 6 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().voucher).toMatchObject({ value: 6, state: 'expired' });
  });

  it('delete a voucher once', async () => {
    const voucher = await create({ code: 'BYEBYE', kind: 'percent', value: 10 });
    const deleted = await admin.delete(`/api/vouchers/${voucher.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Voucher deleted.' });
    expect((await listed()).map((v) => v.id)).not.toContain(voucher.id);
    expect((await admin.delete(`/api/vouchers/${voucher.id}`)).statusCode).toBe(404);
  });
});
