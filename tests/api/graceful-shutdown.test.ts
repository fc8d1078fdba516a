import {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
} from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '#server/modules/auth/service.js';
import { type ShopProcess, startShopProcess } from '#tests/helpers/shop-process.js';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
  onPostgres,
} from '#tests/helpers/test-database.js';

/**
 * SIGTERM to a real shop process: it says it is not ready at once, keeps serving for the drain
 * period, lets the request it is in the middle of finish after it stopped listening, and exits 0.
 */
let database: EmptyPostgresDatabase | undefined;
let shop: ShopProcess | undefined;

afterAll(async () => {
  await shop?.stop('SIGKILL');
  await database?.dispose();
});

/** A login whose body arrives in two parts: in flight from the first part until the second. */
function startSlowLogin(origin: string, cookie: string, csrfToken: string) {
  const body = JSON.stringify({
    email: 'nobody@example.sg',
    password: 'not-the-password-1',
    rememberMe: false,
  });
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    const sent: ClientRequest = request(`${origin}/api/auth/login`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'x-csrf-token': csrfToken,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    sent.on('error', reject);
    sent.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ response, text }));
    });
    sent.flushHeaders();
    sent.write(body.slice(0, half));
    finish = () => sent.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a connection of its own: no pooled keep-alive connection the shop may have closed. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('SIGTERM', () => {
  it('drains: /readyz 503 at once, still serving, in-flight request answered, exit 0', {
    timeout: 120_000,
  }, async () => {
    database = onPostgres ? await createEmptyPostgresDatabase() : undefined;
    shop = await startShopProcess({
      SHUTDOWN_DRAIN_SECONDS: '2',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const { origin } = shop;
    const tokenAnswer = await get(`${origin}/csrf-token`);
    const cookie = (tokenAnswer.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0])
      .join('; ');
    const { csrfToken } = JSON.parse(tokenAnswer.body) as { csrfToken: string };

    const login = startSlowLogin(origin, cookie, csrfToken);
    // Time for the shop to have read the headers and half the body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = shop.stop('SIGTERM');

    await waitFor(async () => (await get(`${origin}/readyz`)).status === 503, 'readyz 503');
    const readyz = await get(`${origin}/readyz`);
    expect(JSON.parse(readyz.body)).toEqual({ message: 'Shutting down', code: 'unavailable' });
    // During the drain, requests are served as usual, each on a connection that then closes.
    const during = await get(`${origin}/api/products`);
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    // Once the drain is over the listener closes; the request begun before SIGTERM still ends.
    await waitFor(
      () =>
        get(`${origin}/healthz`).then(
          () => false,
          () => true,
        ),
      'the listener to close',
    );
    login.finish();
    const { response, text } = await login.answer;
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(text)).toEqual({ message: LOGIN_FAILED_MESSAGE, code: 'login_failed' });
    expect(await exited).toBe(0);
  });
});
