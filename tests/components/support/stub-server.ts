import { onTestFinished, vi } from 'vitest';
import { API_BASE, CSRF_TOKEN_PATH } from '#shared/constants.js';
import { type ErrorCode, errorCodeForStatus } from '#shared/error-codes.js';
import type { ErrorResponse } from '#shared/schemas/errors.js';

/** A request as the stub server saw it: path without /api, its query, and the parsed body. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** A fixed answer, an answer made from the request, or a network failure (`'network down'`). */
export type Route = Answer | 'network down' | ((request: SentRequest) => Answer | Promise<Answer>);

/** The shape of every 4xx of the shop (src/server/plugins/error-handler.ts). */
export function refusal(
  status: number,
  message: string,
  code: ErrorCode = status === 400 ? 'invalid_input' : errorCodeForStatus(status),
): Answer {
  return { status, body: { message, code, errors: [{ msg: message }] } satisfies ErrorResponse };
}

function reply({ status = 200, body }: Answer): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The network edge of the component tests: `fetch` answers as the shop's server would, by
 * "METHOD /path" (without /api and the query), with bodies in the shared schemas' shapes, so the
 * app's own request client, schemas and caches all run. The anti-forgery token is handed out as
 * the server does. A request no route answers fails the test, naming it.
 */
export function stubServer(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const unanswered: string[] = [];
  onTestFinished(() => {
    if (unanswered.length > 0) throw new Error(`No answer stubbed for: ${unanswered.join(', ')}`);
  });

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === CSRF_TOKEN_PATH) return reply({ body: { csrfToken: 'component-test-token' } });
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const method = init.method ?? 'GET';
    const path = pathname.slice(API_BASE.length);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, query: searchParams, body };
    sent.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined) {
      unanswered.push(`${method} ${path}`);
      return reply({ status: 501, body: { message: `No answer stubbed for ${method} ${path}` } });
    }
    if (route === 'network down') throw new TypeError('Failed to fetch');
    return reply(typeof route === 'function' ? await route(request) : route);
  });

  return {
    /** Every request the app sent, in order (the token fetches left out). */
    sent,
    /** The requests sent to one route, such as "PUT /vouchers/7". */
    sentTo: (route: string) =>
      sent.filter((request) => `${request.method} ${request.path}` === route),
  };
}
