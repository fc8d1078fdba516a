/**
 * A shopper's browser reduced to HTTP: keeps cookies, fetches the anti-forgery token before
 * state-changing API calls as the shop's request client does, and submits the sandbox page's form.
 * Used by the checkout bench and the kill-the-server test against a real listening shop.
 */
export interface ShopAnswer {
  status: number;
  location: string | null;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export const SANDBOX_CARD_FORM = {
  email: 'bench.shopper@example.sg',
  name: 'Bench Shopper',
  address: '3 Ubi Avenue 3, #01-10',
  postal: '408857',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  phone: '9123 4567',
  /** The delivery slot as the page's select sends it ("2026-12-05|10-13"); see `offeredSlots`. */
  slot: '',
};

/**
 * Every delivery slot the shop offers now, in the form the sandbox page posts it. A window takes
 * a limited number of deliveries (decision 0057): many purchases spread over the slots.
 */
export async function offeredSlots(origin: string): Promise<string[]> {
  const answer = (await (await fetch(`${origin}/api/checkout/delivery-slots`)).json()) as {
    days: { date: string; windows: { id: string }[] }[];
  };
  const slots = answer.days.flatMap((day) => day.windows.map((w) => `${day.date}|${w.id}`));
  if (slots.length === 0) throw new Error('the shop offers no delivery slots');
  return slots;
}

export class ShopClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(readonly origin: string) {}

  private async send(method: string, path: string, init: RequestInit = {}): Promise<ShopAnswer> {
    const response = await fetch(`${this.origin}${path}`, {
      ...init,
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const split = pair?.indexOf('=') ?? -1;
      if (pair && split > 0) this.cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
    const body = await response.text();
    return {
      status: response.status,
      location: response.headers.get('location'),
      body,
      json: <T>() => JSON.parse(body) as T,
    };
  }

  get(path: string): Promise<ShopAnswer> {
    return this.send('GET', path);
  }

  /** A state-changing API call with the session's token, as the shop's request client sends it. */
  async api(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    if (!this.csrfToken) {
      this.csrfToken = (await this.get('/csrf-token')).json<{ csrfToken: string }>().csrfToken;
    }
    return this.send(method, path, {
      headers: {
        'x-csrf-token': this.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Logs in; the session (and so its token) is new afterwards. */
  async login(email: string, password: string): Promise<ShopAnswer> {
    const answer = await this.api('POST', '/api/auth/login', {
      email,
      password,
      rememberMe: false,
    });
    this.csrfToken = undefined;
    return answer;
  }

  /** Submits the sandbox payment page's form; 303 to the success page when paid. */
  paySandbox(paymentUrl: string, fields: Partial<typeof SANDBOX_CARD_FORM> = {}) {
    return this.send('POST', new URL(paymentUrl).pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...SANDBOX_CARD_FORM, ...fields }).toString(),
    });
  }
}

/** The success page's session_id from the payment page's URL (…/checkout/pay/{id}). */
export function sessionIdOfPaymentUrl(paymentUrl: string): string {
  return decodeURIComponent(new URL(paymentUrl).pathname.split('/').pop() ?? '');
}
