import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_KEY = 'sk_test_standin000000000000';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_standin000000000000';

/** A Checkout Session as the stand-in keeps it: the fields the shop reads, plus what it was sent. */
export type StandInSession = Record<string, unknown> & { id: string; request: URLSearchParams };

/** How the shopper paid, as a charge's `payment_method_details` says it. */
export type StandInMethod =
  | { type: 'card'; card: { brand: string; last4: string; wallet: { type: string } | null } }
  | { type: 'paynow'; paynow: Record<string, never> }
  | { type: 'grabpay'; grabpay: Record<string, never> };

export const VISA_4242: StandInMethod = {
  type: 'card',
  card: { brand: 'visa', last4: '4242', wallet: null },
};

/** A session's PaymentIntent: the charge that paid it, once paid. */
interface StandInIntent {
  id: string;
  object: 'payment_intent';
  status: 'requires_action' | 'succeeded' | 'requires_payment_method' | 'canceled';
  latest_charge: Record<string, unknown> | null;
}

/**
 * A local HTTP stand-in for the part of Stripe's API the shop calls (customers, coupons, Checkout
 * Sessions create/retrieve/expire). The SDK is pointed at it with its host/port/protocol settings
 * (STRIPE_API_BASE); tests play the shopper's side by completing sessions here.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly intents = new Map<string, StandInIntent>();
  readonly customers: URLSearchParams[] = [];
  readonly coupons: URLSearchParams[] = [];
  /** Refunds made, one per idempotency key, as Stripe keeps them. */
  readonly refunds = new Map<string, { id: string; request: URLSearchParams }>();
  /** What Stripe says of new refunds: PayNow and GrabPay refunds are `pending` at first. */
  refundStatus: 'succeeded' | 'pending' = 'succeeded';
  private server: http.Server | undefined;
  /** Set to make the next create fail (Stripe down). */
  failNextCreate = false;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        const { status, json } = this.answer(
          request.method ?? 'GET',
          request.url ?? '/',
          body,
          idempotencyKey,
        );
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_x' });
        response.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(
    method: string,
    url: string,
    body: string,
    idempotencyKey?: string,
  ): { status: number; json: unknown } {
    const params = new URLSearchParams(body);
    const [path = '', query = ''] = url.split('?');
    const expand = new URLSearchParams(query);
    const notFound = {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } },
    };
    if (method === 'POST' && path === '/v1/customers') {
      this.customers.push(params);
      return {
        status: 200,
        json: { id: `cus_${randomBytes(6).toString('hex')}`, object: 'customer' },
      };
    }
    if (method === 'POST' && path === '/v1/coupons') {
      this.coupons.push(params);
      return {
        status: 200,
        json: { id: `coupon_${randomBytes(6).toString('hex')}`, object: 'coupon' },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      // Stripe answers a repeated idempotency key with the first refund, and makes no second one.
      const existing = idempotencyKey ? this.refunds.get(idempotencyKey) : undefined;
      const refund = existing ?? { id: `re_${randomBytes(8).toString('hex')}`, request: params };
      this.refunds.set(idempotencyKey ?? refund.id, refund);
      return {
        status: 200,
        json: {
          id: refund.id,
          object: 'refund',
          status: this.refundStatus,
          amount: Number(refund.request.get('amount')),
          payment_intent: refund.request.get('payment_intent'),
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (this.failNextCreate) {
        this.failNextCreate = false;
        return { status: 400, json: { error: { type: 'invalid_request_error', message: 'down' } } };
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        customer_email: params.get('customer_email'),
        // Stripe answers the methods the session offers: those allowed that the account enables.
        payment_method_types: [...params.entries()]
          .filter(([key]) => key.startsWith('allowed_payment_method_types['))
          .map(([, value]) => value),
        customer_details: null,
        collected_information: null,
        request: params,
      };
      this.sessions.set(id, session);
      return { status: 200, json: this.publicView(session) };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return this.cancelIntent(cancel[1] ?? '');
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match?.[1] ? this.sessions.get(match[1]) : undefined;
    if (!session) return notFound;
    if (method === 'GET' && !match?.[2]) {
      const expanded = [...expand.values()].includes('payment_intent.latest_charge');
      return {
        status: 200,
        json: expanded ? this.expandedView(session) : this.publicView(session),
      };
    }
    if (method === 'POST' && match?.[2]) {
      if (session.status !== 'open') {
        return {
          status: 400,
          json: { error: { type: 'invalid_request_error', message: 'Only open sessions expire' } },
        };
      }
      session.status = 'expired';
      return { status: 200, json: this.publicView(session) };
    }
    return notFound;
  }

  /** Stripe cancels a PaymentIntent not paid yet, and refuses one that succeeded. */
  private cancelIntent(id: string): { status: number; json: unknown } {
    const intent = this.intents.get(id);
    if (!intent) return { status: 404, json: { error: { type: 'invalid_request_error' } } };
    if (intent.status === 'succeeded') {
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          },
        },
      };
    }
    intent.status = 'canceled';
    return { status: 200, json: intent };
  }

  publicView(session: StandInSession): Record<string, unknown> {
    const { request: _request, ...view } = session;
    return view;
  }

  /** The session with its PaymentIntent and that intent's latest charge in place of their ids. */
  private expandedView(session: StandInSession): Record<string, unknown> {
    const view = this.publicView(session);
    const intent = this.intents.get(String(session.payment_intent));
    return intent ? { ...view, payment_intent: intent } : view;
  }

  /**
   * The shopper finished on Stripe's page: paid (by `method`), or a payment under way (paid
   * false: a PayNow QR shown, a GrabPay approval asked) that `complete(id, true)` settles later.
   */
  complete(
    id: string,
    paid = true,
    email = 'stripe.shopper@example.sg',
    method: StandInMethod = VISA_4242,
  ): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no stand-in session ${id}`);
    session.status = 'complete';
    session.payment_status = paid ? 'paid' : 'unpaid';
    const intentId = `pi_${id.slice(-12)}`;
    session.payment_intent = intentId;
    this.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      status: paid ? 'succeeded' : 'requires_action',
      latest_charge: paid
        ? { id: `ch_${id.slice(-12)}`, object: 'charge', payment_method_details: method }
        : null,
    });
    session.customer_details = { email, name: 'Lim Wei Jie', address: null };
    session.collected_information = {
      shipping_details: {
        name: 'Lim Wei Jie',
        address: { line1: '3 Ubi Avenue 3', line2: '#01-10', postal_code: '408857', country: 'SG' },
      },
    };
    return session;
  }

  /** The payment under way failed at the bank or wallet: the session stays complete and unpaid. */
  failPayment(id: string): StandInSession {
    const session = this.sessions.get(id);
    const intent = this.intents.get(String(session?.payment_intent));
    if (!session || !intent) throw new Error(`no payment under way for ${id}`);
    intent.status = 'requires_payment_method';
    return session;
  }
}

/** A webhook as Stripe would send it: the event JSON and its signature header. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  eventId = `evt_${randomBytes(8).toString('hex')}`,
  secret = STRIPE_TEST_WEBHOOK_SECRET,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const stripe = new Stripe(STRIPE_TEST_KEY);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}
