import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PASSWORD = 'Quiet-Nights-On-Spinal-7';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The answer to every refused token: the browser retries on its code, not its words. */
const REFUSED = { message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' };
/** The routes that prove themselves another way: a signature, or an unguessable URL. */
const EXEMPT = [
  'POST /api/checkout/webhook',
  'PUT /api/uploads/*',
  'POST /checkout/pay/:id',
  'POST /checkout/pay/:id/cancel',
  // The sandbox's PayNow and GrabPay steps: one-button forms on the same unguessable URL.
  'POST /checkout/pay/:id/paynow/confirm',
  'POST /checkout/pay/:id/paynow/expire',
  'POST /checkout/pay/:id/grabpay/approve',
  'POST /checkout/pay/:id/grabpay/decline',
  // RFC 8058's one-click unsubscribe, POSTed by mail providers; the mailed link's token is its key.
  'POST /api/newsletter/unsubscribe',
  'POST /api/stock-alerts/unsubscribe',
];

let shop: TestApp;
let counter = 0;

async function loggedInCustomer(): Promise<{ browser: BrowserSession; email: string }> {
  counter += 1;
  const email = `forgery${counter}@example.sg`;
  const browser = new BrowserSession(shop.app);
  const registered = await browser.post('/api/auth/register', {
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  expect(registered.statusCode).toBe(201);
  expect((await browser.login(email, PASSWORD)).statusCode).toBe(200);
  return { browser, email };
}

async function addressOf(browser: BrowserSession): Promise<string | null> {
  return (await browser.get('/api/profile')).json().user.address_line;
}

/** A raw HTTP/1.1 request on a socket, so the request line is exactly what an attacker sends. */
function rawRequest(port: number, head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('anti-forgery by the matched route', () => {
  it.each([
    '/api/profile/address',
    '/%61pi/profile/address',
    '/ap%69/profile/address',
    '/%61%70%69/profile/%61ddress',
    '/api/profile/address/',
    '/api//profile/address',
    '/api/profile/address?x=/csrf-token',
  ])('refuses PUT %s without a token and changes nothing', async (url) => {
    const { browser } = await loggedInCustomer();
    const response = await browser.request('PUT', url, {
      body: { address_line: '1 Forged Road', postal_code: '123456' },
      csrf: false,
    });
    expect([403, 404]).toContain(response.statusCode);
    if (response.statusCode === 403) expect(response.json()).toEqual(REFUSED);
    expect(await addressOf(browser)).toBeNull();
  });

  it('refuses a text/plain checkout under an encoded path', async () => {
    const { browser } = await loggedInCustomer();
    const response = await browser.request('POST', '/%61pi/checkout/session', {
      body: '',
      csrf: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses an absolute-form request line', async () => {
    const { browser } = await loggedInCustomer();
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const body = JSON.stringify({ address_line: '1 Forged Road', postal_code: '123456' });
    for (const target of [
      `http://127.0.0.1:${port}/api/profile/address`,
      `http://127.0.0.1:${port}/%61pi/profile/address`,
      `http://evil.example/ap%69/profile/address`,
    ]) {
      const answer = await rawRequest(
        port,
        [
          `PUT ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Cookie: ${browser.cookieHeader()}`,
          'Content-Type: application/json',
          'Connection: close',
        ].join('\r\n'),
        body,
      );
      expect(answer, target).toMatch(/^HTTP\/1\.1 (403|404|400) /);
    }
    expect(await addressOf(browser)).toBeNull();
  });

  it('still lets a request with the token through, whatever the spelling', async () => {
    const { browser } = await loggedInCustomer();
    const response = await browser.put('/%61pi/profile/address', {
      address_line: '1 Real Road',
      postal_code: '654321',
    });
    expect(response.statusCode).toBe(200);
    expect(await addressOf(browser)).toBe('1 Real Road');
  });

  it('exempts exactly the signed routes', () => {
    const exempt = shop.app.routeTable
      .filter((route) => route.csrfExempt)
      .map((route) => `${route.method} ${route.url}`);
    expect(exempt.sort()).toEqual([...EXEMPT].sort());
  });

  it('refuses a tokenless request on every other state-changing route of the app', async () => {
    const { browser } = await loggedInCustomer();
    const guarded = shop.app.routeTable.filter(
      (route) => STATE_CHANGING.has(route.method) && !route.csrfExempt,
    );
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
      for (const headers of [{}, { 'x-csrf-token': 'forged' }] as Record<string, string>[]) {
        const response = await browser.request(route.method as 'POST', url, {
          body: {},
          csrf: false,
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json(), `${route.method} ${route.url}`).toEqual(REFUSED);
      }
    }
  });

  it('refuses a state-changing request to a path no route matches', async () => {
    const response = await new BrowserSession(shop.app).request('DELETE', '/%61pi/nothing', {
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('gives the exempt routes nothing without their own proof', async () => {
    const browser = new BrowserSession(shop.app);
    const webhook = await browser.request('POST', '/api/checkout/webhook', {
      body: { type: 'checkout.session.completed' },
      csrf: false,
    });
    expect([400, 404]).toContain(webhook.statusCode);
    const upload = await browser.request('PUT', '/api/uploads/products/1/main/x.png', {
      body: 'not an image',
      csrf: false,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.statusCode).toBe(403);
    const pay = await browser.request('POST', '/checkout/pay/sbx_guessed', {
      body: {},
      csrf: false,
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('a new session id and its token', () => {
  /** The token an answer hands out with a new session id, taken as the browser's client does. */
  function takeRenewedToken(browser: BrowserSession, answer: { headers: Record<string, unknown> }) {
    const token = answer.headers['x-csrf-token'];
    expect(typeof token).toBe('string');
    browser.csrfToken = token as string;
  }

  it('come together from registering, logging in and out, so no next change is refused', async () => {
    counter += 1;
    const email = `renewed${counter}@example.sg`;
    const browser = new BrowserSession(shop.app);
    const address = { address_line: '10 Tampines Central 1', postal_code: '529536' };

    const registered = await browser.post('/api/auth/register', {
      email,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    takeRenewedToken(browser, registered);
    expect((await browser.put('/api/profile/address', address)).statusCode).toBe(200);

    const loggedOut = await browser.post('/api/auth/logout');
    expect(loggedOut.statusCode).toBe(200);
    takeRenewedToken(browser, loggedOut);
    const login = { email, password: PASSWORD, rememberMe: false };
    const loggedIn = await browser.post('/api/auth/login', login);
    expect(loggedIn.statusCode).toBe(200);
    takeRenewedToken(browser, loggedIn);
    const again = await browser.put('/api/profile/address', { ...address, postal_code: '018956' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is never handed out by a call that keeps the session id', async () => {
    const { browser } = await loggedInCustomer();
    const changed = await browser.put('/api/profile/address', {
      address_line: '1 Orchard Road',
      postal_code: '238823',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-csrf-token']).toBeUndefined();
  });
});
