import { type APIRequestContext, expect, request } from '@playwright/test';
import { PASSWORD, registerCustomer, uniqueEmail } from './accounts';
import { cloudPillow } from './products';

async function withToken(api: APIRequestContext) {
  const { csrfToken } = (await (await api.get('/csrf-token')).json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/**
 * A shopper of the test's own (an e-mail starting with `label`) pays for a pillow (or `quantity`
 * of them) on the sandbox page, booking the first delivery slot it offers: a paid order to work
 * on, and the date it is delivered. Signed in to an account of that e-mail, or, with `guest`,
 * without one.
 */
export async function paidOrder(
  baseURL: string,
  label: string,
  quantity = 1,
  { guest = false } = {},
): Promise<{ email: string; deliveryDate: string }> {
  const shopper = await request.newContext({ baseURL });
  const email = uniqueEmail(label);
  if (!guest) {
    await registerCustomer(shopper, email);
    const login = await shopper.post('/api/auth/login', {
      data: { email, password: PASSWORD, rememberMe: false },
      headers: await withToken(shopper),
    });
    expect(login.ok()).toBe(true);
  }
  const added = await shopper.post('/api/cart/items', {
    data: { productId: cloudPillow.id, sizeLabel: null, quantity },
    headers: await withToken(shopper),
  });
  expect(added.ok()).toBe(true);
  const checkout = await shopper.post('/api/checkout/session', {
    headers: await withToken(shopper),
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const payPage = new URL(url).pathname;
  // The payment page asks for what the shop did not collect; a delivery slot, if it has one.
  const slot = /<select[^>]*name="slot"[\s\S]*?<option value="([^"]+)"/.exec(
    await (await shopper.get(payPage)).text(),
  )?.[1];
  const paid = await shopper.post(payPage, {
    form: {
      ...(slot ? { slot: slot.replaceAll('&#124;', '|'), phone: '91234567' } : {}),
      email,
      name: 'Lim Wei Ling',
      address: '8 Admiralty Street, #05-02',
      postal: '757438',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await shopper.dispose();
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}/);
  return { email, deliveryDate: (slot ?? '').slice(0, 10) };
}
