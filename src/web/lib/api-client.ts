import type { ZodType } from 'zod';
import { API_BASE, CSRF_HEADER, CSRF_TOKEN_PATH } from '#shared/constants.js';
import { type ErrorCode, isErrorCode } from '#shared/error-codes.js';
import type { ApiTransport } from '#shared/page-rendering.js';

/**
 * The one request client of the browser (spec sections 7 and 8): every call goes to /api with
 * credentials, carries the anti-forgery token once one is held, takes the new one a call that
 * renews the session sends back, and retries an anti-forgery failure exactly once with a fresh
 * token. No timeout: spec section 9 sets it to none.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/**
 * A schema imported on demand, for calls the app shell makes before any screen has loaded (the
 * session, the product a page opens on): the call starts at once and zod, which the first page's
 * JavaScript leaves out, downloads meanwhile.
 */
export type SchemaLoader<T> = () => Promise<ZodType<T>>;

export interface RequestOptions<T> {
  /** Answers are checked against the shared schema, so a drifting server fails loudly here. */
  schema?: ZodType<T> | SchemaLoader<T>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly method: Method,
    readonly url: string,
    readonly retried: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The server's machine-readable code for the failure (decision 47), when it named one. */
  get code(): ErrorCode | undefined {
    return answerCode(this.data);
  }
}

export interface CsrfErrorDetail {
  method: Method;
  url: string;
  status: number;
  retried: boolean;
}

export const CSRF_ERROR_EVENT = 'csrf:error';

const REQUEST_FAILED = 'Request failed';
const CHANGING_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Answer {
  status: number;
  ok: boolean;
  data: unknown;
}

function textField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** The code of an error answer when it names one of the list; undefined for any other body. */
export function answerCode(data: unknown): ErrorCode | undefined {
  const code = textField(data, 'code');
  return isErrorCode(code) ? code : undefined;
}

/** The server's own words for a failure, when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? textField(error.data, 'message') : undefined;
}

/** The text a screen shows for a failure: the server message first, else the screen's own. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * Whether an answer refused the anti-forgery token, so a fresh one and one retry may help. An
 * answer with a code is judged by its code alone (decision 47): a 403 that says "invalid" about
 * something else is not retried. One without a code (a proxy's, an older server's) falls back to
 * spec section 7's rule: a 403 whose error or message text, lowercased, holds csrf or invalid.
 */
export function isCsrfFailure(status: number, data: unknown): boolean {
  if (textField(data, 'code') !== undefined) return answerCode(data) === 'csrf_failed';
  if (status !== 403) return false;
  const text = `${textField(data, 'error') ?? ''} ${textField(data, 'message') ?? ''}`;
  const lowered = text.toLowerCase();
  return lowered.includes('csrf') || lowered.includes('invalid');
}

/** 204 and empty bodies are `undefined`; a body that is not JSON stays text for the error. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withQuery(url: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export interface ApiClientOptions {
  /** Prefix for every URL; '' in the browser (same origin), a server address in tests. */
  origin?: string;
  /** Sends one request; the global fetch unless given. */
  transport?: ApiTransport;
}

export function createApiClient({
  origin = '',
  transport = (url, init) => fetch(url, init),
}: ApiClientOptions = {}) {
  let csrfToken: string | undefined;
  // Shared so that several calls started together wait for one token fetch, not one each.
  let pendingToken: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const url = CSRF_TOKEN_PATH;
    let response: Response;
    try {
      response = await transport(`${origin}${url}`, { credentials: 'include' });
    } catch (cause) {
      throw new ApiError(REQUEST_FAILED, 0, undefined, 'GET', url, false, { cause });
    }
    const data = await readBody(response);
    const token = textField(data, 'csrfToken');
    if (!response.ok || !token) {
      throw new ApiError(
        textField(data, 'message') ?? REQUEST_FAILED,
        response.status,
        data,
        'GET',
        url,
        false,
      );
    }
    csrfToken = token;
    return token;
  }

  function ensureToken(): Promise<string> {
    if (csrfToken) return Promise.resolve(csrfToken);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function send(
    method: Method,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
    retried: boolean,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A JSON content type with no body is refused by the server, so it goes only with a body.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
    let response: Response;
    try {
      response = await transport(`${origin}${url}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(REQUEST_FAILED, 0, undefined, method, url, retried, { cause });
    }
    // A login, registering or logging out gives the session a new id, and its answer the token
    // that goes with it: taken at once, so the next change is not refused with the old one.
    const renewed = CHANGING_METHODS.has(method) ? response.headers.get(CSRF_HEADER) : null;
    if (renewed) csrfToken = renewed;
    return { status: response.status, ok: response.ok, data: await readBody(response) };
  }

  function csrfFailed(method: Method, url: string, status: number): Error {
    const detail: CsrfErrorDetail = { method, url, status, retried: true };
    if (typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(CSRF_ERROR_EVENT, { detail }));
    }
    return new Error(`CSRF failed ${method} ${url}`);
  }

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const url = withQuery(`${API_BASE}${path}`, options.query);
    const { schema } = options;
    // Loading alongside the call; a failed import surfaces below, when the answer is parsed.
    const schemaReady = typeof schema === 'function' ? schema() : schema;
    if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);
    if (CHANGING_METHODS.has(method)) await ensureToken();

    let answer = await send(method, url, body, options.signal, false);
    let retried = false;
    if (isCsrfFailure(answer.status, answer.data)) {
      csrfToken = undefined;
      await ensureToken();
      retried = true;
      answer = await send(method, url, body, options.signal, retried);
      if (isCsrfFailure(answer.status, answer.data)) throw csrfFailed(method, url, answer.status);
    }

    if (!answer.ok) {
      const message = textField(answer.data, 'message') ?? REQUEST_FAILED;
      throw new ApiError(message, answer.status, answer.data, method, url, retried);
    }
    if (!schemaReady) return answer.data as T;
    const parsed = (await schemaReady).safeParse(answer.data);
    if (!parsed.success) {
      throw new ApiError(REQUEST_FAILED, answer.status, answer.data, method, url, retried, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    get: <T = unknown>(path: string, options?: RequestOptions<T>) =>
      request<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('PUT', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('PATCH', path, body, options),
    delete: <T = unknown>(path: string, options?: RequestOptions<T>) =>
      request<T>('DELETE', path, undefined, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let appTransport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends the app's calls another way: the server's page renderer (src/web/entry-server.tsx) hands
 * them to the server in process. The browser never calls it.
 */
export function setAppTransport(transport: ApiTransport): void {
  appTransport = transport;
}

export const api: ApiClient = createApiClient({
  transport: (url, init) => appTransport(url, init),
});
