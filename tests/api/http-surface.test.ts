import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const SPA_MARKER = '<div id="root"></div>';

describe('HTTP surface', () => {
  let shop: TestApp;
  let webDir: string;

  beforeAll(async () => {
    // A stand-in build of the SPA, so these tests do not depend on `vite build`.
    webDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-web-'));
    await writeFile(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><body>${SPA_MARKER}</body></html>`,
    );
    await writeFile(path.join(webDir, 'robots-test.txt'), 'hello');
    shop = await createTestApp({}, { webDistDir: webDir });
  });

  afterAll(async () => {
    await shop.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const browser = new BrowserSession(shop.app);
    for (const method of ['GET', 'POST'] as const) {
      const response = await browser.request(method, '/api/no/such/thing');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('answers refusals of the router and the body parser in the shared shape, with a code', async () => {
    const browser = new BrowserSession(shop.app);
    const refusals = [
      // A broken %-escape and an over-long parameter are refused before any route runs.
      { answer: await browser.get('/api/products/%zz'), status: 400, code: 'bad_request' },
      {
        answer: await browser.patch(`/api/cart/items/${'x'.repeat(3000)}/increment`),
        status: 414,
        code: 'bad_request',
      },
      {
        answer: await browser.request('POST', '/api/cart/voucher', {
          body: '{"code":',
          headers: { 'content-type': 'application/json' },
        }),
        status: 400,
        code: 'bad_request',
      },
      {
        answer: await browser.request('POST', '/api/cart/voucher', {
          body: '<code>A</code>',
          headers: { 'content-type': 'application/xml' },
        }),
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        answer: await browser.post('/api/cart/voucher', { code: 42 }),
        status: 400,
        code: 'invalid_input',
      },
    ];
    for (const { answer, status, code } of refusals) {
      expect(answer.statusCode, code).toBe(status);
      expect(answer.json(), code).toEqual({
        message: expect.any(String),
        code,
        ...(code === 'invalid_input' ? { errors: expect.any(Array) } : {}),
      });
    }
  });

  it('answers client routes such as /product/15 with the SPA, revalidated on every visit', async () => {
    for (const url of ['/', '/product/15', '/products/collection/hotel?x=1', '/admin']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(SPA_MARKER);
    }
  });

  it('answers a missing file with 404 rather than the SPA', async () => {
    const response = await shop.app.inject({ url: '/img/missing-file.png' });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await shop.app.inject({ url: '/product/15' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await shop.app.inject({
      url: '/api/products?visibleOnly=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    // An empty catalogue is below the threshold; the header appears only for large bodies.
    expect(['gzip', undefined]).toContain(response.headers['content-encoding']);
  });

  it('reports alive on /healthz and ready on /readyz', async () => {
    expect((await shop.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await shop.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('when the database is gone', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await shop.database.close();
  });
  afterAll(async () => {
    await shop.app.close();
  });

  it('answers 5xx with a generic message and no detail', async () => {
    const response = await shop.app.inject({ url: '/api/products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });

  it('reports not ready', async () => {
    const response = await shop.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database not reachable', code: 'unavailable' });
  });
});
