import type { App } from '#server/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface InjectResult {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The body's bytes, for a file (an image, a PDF). */
  rawPayload: Buffer;
  json<T = any>(): T;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

const SESSION_COOKIES = new Set(['sid', '__Host-sid']);

/**
 * One visitor's browser against an app under test: keeps its cookies like a browser would and, as
 * the shop's request client does, fetches the anti-forgery token before a state-changing call.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  /** `remoteAddress`: the peer address the app sees (127.0.0.1 unless set), as for a client elsewhere. */
  constructor(
    private app: App,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  /** Sends the next requests to another instance of the shop, as a load balancer may. */
  reach(app: App): this {
    this.app = app;
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<InjectResult> {
    const wantsToken = options.csrf ?? method !== 'GET';
    if (wantsToken && !this.csrfToken) await this.fetchCsrfToken();
    const response = await this.app.inject({
      method,
      url,
      ...this.peer(),
      headers: {
        cookie: this.cookieHeader(),
        ...(wantsToken && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      // A new session id (a login, or registering) voids the token bound to the old one: without
      // a new one, this fetches another on the next state-changing call…
      if (SESSION_COOKIES.has(cookie.name) && this.cookies.get(cookie.name) !== cookie.value) {
        this.csrfToken = undefined;
      }
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // …unless the answer hands out the new id's token with it, which the client takes at once.
    const renewed = response.headers['x-csrf-token'];
    if (typeof renewed === 'string') this.csrfToken = renewed;
    return response as unknown as InjectResult;
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.app.inject({
      url: '/csrf-token',
      ...this.peer(),
      headers: { cookie: this.cookieHeader() },
    });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    this.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
    return this.csrfToken;
  }

  private peer() {
    return this.options.remoteAddress ? { remoteAddress: this.options.remoteAddress } : {};
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, { body });
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, { body });
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, { body });
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }

  /** Logs in; the answer carries the new session's token, which `request` takes. */
  login(email: string, password: string, rememberMe = false): Promise<InjectResult> {
    return this.post('/api/auth/login', { email, password, rememberMe });
  }
}
