// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ApiClient,
  ApiError,
  type CsrfErrorDetail,
  createApiClient,
  isCsrfFailure,
} from './api-client';

/** One request as the real server saw it. */
interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (seen: Seen) => Reply;

let server: Server;
let origin: string;
let seen: Seen[];
let routes: Record<string, Route>;
let client: ApiClient;

function tokenIssuer(...tokens: string[]): Route {
  let issued = 0;
  return () => ({
    status: 200,
    body: { csrfToken: tokens[Math.min(issued++, tokens.length - 1)] },
  });
}

function answer(response: ServerResponse, reply: Reply) {
  if (reply.body === undefined) {
    response.writeHead(reply.status, reply.headers).end();
    return;
  }
  response.writeHead(reply.status, { ...reply.headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.body));
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const chunk of request) body += chunk;
  const entry: Seen = {
    method: request.method ?? '',
    url: request.url ?? '',
    token: request.headers['x-csrf-token'] as string | undefined,
    contentType: request.headers['content-type'],
    body,
  };
  seen.push(entry);
  const route = routes[`${entry.method} ${entry.url}`];
  answer(response, route ? route(entry) : { status: 404, body: { message: 'No such route' } });
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  routes = {};
  client = createApiClient({ origin });
});

const paths = (): string[] => seen.map((entry) => `${entry.method} ${entry.url}`);

describe('api client', () => {
  it('sends a GET without fetching a token first', async () => {
    routes['GET /api/products?visibleOnly=1'] = () => ({ status: 200, body: [{ productId: 1 }] });

    const products = await client.get('/products', { query: { visibleOnly: 1 } });

    expect(products).toEqual([{ productId: 1 }]);
    expect(paths()).toEqual(['GET /api/products?visibleOnly=1']);
    expect(seen[0]?.token).toBeUndefined();
  });

  it('fetches the token before a POST and sends it in x-csrf-token', async () => {
    routes['GET /csrf-token'] = tokenIssuer('token-1');
    routes['POST /api/cart/items'] = () => ({ status: 201, body: { success: true } });

    const result = await client.post('/cart/items', {
      productId: 15,
      sizeLabel: null,
      quantity: 1,
    });

    expect(result).toEqual({ success: true });
    expect(paths()).toEqual(['GET /csrf-token', 'POST /api/cart/items']);
    expect(seen[1]?.token).toBe('token-1');
    expect(seen[1]?.contentType).toBe('application/json');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      productId: 15,
      sizeLabel: null,
      quantity: 1,
    });
  });

  it('shares one token fetch between changes started together, then sends it on GETs too', async () => {
    routes['GET /csrf-token'] = tokenIssuer('token-1');
    routes['DELETE /api/cart/voucher'] = () => ({ status: 204 });
    routes['PATCH /api/cart/items/7/increment'] = () => ({ status: 204 });
    routes['GET /api/cart'] = () => ({ status: 200, body: { items: [] } });

    await Promise.all([client.delete('/cart/voucher'), client.patch('/cart/items/7/increment')]);
    await client.get('/cart');

    expect(paths().filter((path) => path === 'GET /csrf-token')).toHaveLength(1);
    expect(seen.filter((entry) => entry.url !== '/csrf-token').map((entry) => entry.token)).toEqual(
      ['token-1', 'token-1', 'token-1'],
    );
    // An empty body goes without a JSON content type, which the server would refuse.
    expect(seen.find((entry) => entry.method === 'PATCH')?.contentType).toBeUndefined();
  });

  it('takes the token a login sends back, so the next change goes with it at once', async () => {
    routes['GET /csrf-token'] = tokenIssuer('visitor');
    routes['POST /api/auth/login'] = () => ({
      status: 200,
      body: { success: true },
      headers: { 'x-csrf-token': 'logged-in' },
    });
    routes['PUT /api/products/1'] = ({ token }) =>
      token === 'logged-in'
        ? { status: 200, body: { productId: 1 } }
        : { status: 403, body: { message: 'Invalid or missing CSRF token' } };

    await client.post('/auth/login', { email: 'a@b.sg', password: 'x' });
    await client.put('/products/1', { name: 'Renamed' });

    expect(paths()).toEqual(['GET /csrf-token', 'POST /api/auth/login', 'PUT /api/products/1']);
  });

  it('retries a csrf 403 exactly once with a fresh token', async () => {
    routes['GET /csrf-token'] = tokenIssuer('stale', 'fresh');
    routes['POST /api/auth/logout'] = ({ token }) =>
      token === 'fresh'
        ? { status: 200, body: { success: true } }
        : { status: 403, body: { error: 'Forbidden', message: 'Invalid CSRF token' } };

    const result = await client.post('/auth/logout');

    expect(result).toEqual({ success: true });
    expect(paths()).toEqual([
      'GET /csrf-token',
      'POST /api/auth/logout',
      'GET /csrf-token',
      'POST /api/auth/logout',
    ]);
    expect(seen.filter((entry) => entry.method === 'POST').map((entry) => entry.token)).toEqual([
      'stale',
      'fresh',
    ]);
  });

  it('retries an answer whose code is csrf_failed, whatever its words', async () => {
    routes['GET /csrf-token'] = tokenIssuer('stale', 'fresh');
    routes['PUT /api/cart/voucher'] = ({ token }) =>
      token === 'fresh'
        ? { status: 200, body: { success: true } }
        : { status: 403, body: { message: 'Please reload the page.', code: 'csrf_failed' } };

    await expect(client.put('/cart/voucher', { code: 'A' })).resolves.toEqual({ success: true });
    expect(seen.filter((entry) => entry.method === 'PUT').map((entry) => entry.token)).toEqual([
      'stale',
      'fresh',
    ]);
  });

  it('does not retry a 403 whose code is another, though its words say invalid', async () => {
    routes['GET /csrf-token'] = tokenIssuer('token-1');
    routes['PUT /api/uploads/abc'] = () => ({
      status: 403,
      body: { message: 'This upload URL is invalid or has expired.', code: 'upload_url_invalid' },
    });

    const error = await client.put('/uploads/abc').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'upload_url_invalid', retried: false });
    expect(seen.filter((entry) => entry.method === 'PUT')).toHaveLength(1);
  });

  it('rejects "CSRF failed" and fires csrf:error when the retry fails too', async () => {
    routes['GET /csrf-token'] = tokenIssuer('first', 'second');
    routes['POST /api/cart/items'] = () => ({ status: 403, body: { error: 'EBADCSRFTOKEN' } });
    const events: CsrfErrorDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<CsrfErrorDetail>).detail);
    window.addEventListener('csrf:error', listener);

    try {
      await expect(client.post('/cart/items', { productId: 1 })).rejects.toThrow(
        /^CSRF failed POST \/api\/cart\/items$/,
      );
    } finally {
      window.removeEventListener('csrf:error', listener);
    }

    expect(seen.filter((entry) => entry.method === 'POST')).toHaveLength(2);
    expect(events).toEqual([
      { method: 'POST', url: '/api/cart/items', status: 403, retried: true },
    ]);
  });

  it('rejects other failures with an ApiError carrying the server message and status', async () => {
    routes['GET /api/products/999'] = () => ({
      status: 404,
      body: { message: 'Product not found' },
    });

    const error = await client.get('/products/999').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Product not found',
      status: 404,
      data: { message: 'Product not found' },
      method: 'GET',
      url: '/api/products/999',
      retried: false,
    });
  });

  it('does not retry a 403 that is not about the token, and says "Request failed" without a message', async () => {
    routes['GET /csrf-token'] = tokenIssuer('token-1');
    routes['PUT /api/users/3/ban'] = () => ({ status: 403, body: { error: 'Admins only' } });
    routes['GET /api/cart'] = () => ({ status: 502 });

    await expect(client.put('/users/3/ban', { banned: true })).rejects.toMatchObject({
      message: 'Request failed',
      status: 403,
    });
    await expect(client.get('/cart')).rejects.toMatchObject({
      message: 'Request failed',
      status: 502,
      data: undefined,
    });
    expect(seen.filter((entry) => entry.method === 'PUT')).toHaveLength(1);
  });

  it('parses answers with the given schema and rejects answers that do not fit', async () => {
    const schema = z.object({ productId: z.number() });
    routes['GET /api/products/15'] = () => ({ status: 200, body: { productId: 15, extra: 'x' } });
    routes['GET /api/products/16'] = () => ({ status: 200, body: { productId: 'sixteen' } });

    await expect(client.get('/products/15', { schema })).resolves.toEqual({ productId: 15 });
    await expect(client.get('/products/16', { schema })).rejects.toMatchObject({
      message: 'Request failed',
      status: 200,
    });
  });

  it('parses with a schema loaded on demand, which starts loading before the answer arrives', async () => {
    const schema = z.object({ productId: z.number() });
    const events: string[] = [];
    const loadSchema = async () => {
      events.push('schema requested');
      return schema;
    };
    routes['GET /api/products/15'] = () => {
      events.push('answer sent');
      return { status: 200, body: { productId: 15 } };
    };
    routes['GET /api/products/16'] = () => ({ status: 200, body: { productId: 'sixteen' } });

    await expect(client.get('/products/15', { schema: loadSchema })).resolves.toEqual({
      productId: 15,
    });
    expect(events).toEqual(['schema requested', 'answer sent']);
    await expect(client.get('/products/16', { schema: loadSchema })).rejects.toMatchObject({
      message: 'Request failed',
      status: 200,
    });
  });

  it('fails the call when its schema cannot be loaded', async () => {
    routes['GET /api/products/15'] = () => ({ status: 200, body: { productId: 15 } });
    const loadFailure = new Error('chunk failed to load');

    await expect(
      client.get('/products/15', { schema: () => Promise.reject(loadFailure) }),
    ).rejects.toBe(loadFailure);
  });
});

describe('isCsrfFailure', () => {
  it('decides on the code when the answer has one', () => {
    expect(isCsrfFailure(403, { message: 'Anything', code: 'csrf_failed' })).toBe(true);
    expect(isCsrfFailure(403, { message: 'Invalid CSRF token', code: 'forbidden' })).toBe(false);
    expect(isCsrfFailure(403, { message: 'Invalid image', code: 'a_code_from_later' })).toBe(false);
  });

  it('falls back to the spec text rule for a 403 without a code', () => {
    expect(isCsrfFailure(403, { message: 'Invalid or missing CSRF token' })).toBe(true);
    expect(isCsrfFailure(403, { error: 'EBADCSRFTOKEN' })).toBe(true);
    expect(isCsrfFailure(403, { message: 'Admins only' })).toBe(false);
    expect(isCsrfFailure(400, { message: 'Invalid CSRF token' })).toBe(false);
    expect(isCsrfFailure(403, 'csrf')).toBe(false);
    expect(isCsrfFailure(403, undefined)).toBe(false);
  });
});
