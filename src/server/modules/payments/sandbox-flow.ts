import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PayPageSession } from './pay-form.js';
import type { PaymentDetails, PaymentEvent } from './payment-provider.js';
import { tellPaymentEvent } from './payments.js';
import { renderClosedPage } from './sandbox-page.js';
import {
  closeSandboxPayment,
  findSandboxPayment,
  type SandboxPayment,
} from './sandbox-repository.js';

// What every route of the sandbox's pages does: answer with a page, end a page, tell the shop.

/** How the sandbox's pages end: paid, or closed for one of the reasons checkout releases on. */
export type PageClose =
  | { to: 'paid'; details: PaymentDetails }
  | { to: 'expired' | 'cancelled' | 'failed' };

export function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export const EXPIRED = [
  'This payment page has expired',
  'Nothing was charged. Your bag is still in the shop: check out again to get a new payment page.',
] as const;
const UNKNOWN = [
  'Payment page not found',
  'This payment link is not valid. Return to the shop and check out from your bag.',
] as const;

/** The page's payment as the page shows it: amounts and the delivery the shop collected. */
export function pageSessionOf(payment: SandboxPayment): PayPageSession {
  const { lines, discountCents, voucherCode, delivery } = payment.page;
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  return {
    providerSessionId: payment.id,
    subtotalCents,
    discountCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
    voucherCode,
    shippingLine1: delivery.shippingLine1,
    shippingPostal: delivery.shippingPostal,
    phone: delivery.phone,
    deliveryDate: delivery.deliveryDate,
    deliveryWindow: delivery.deliveryWindow,
    successPath: successPathOf(payment),
  };
}

/**
 * Where the shop asked the buyer to be sent once paid, with the session's id where Stripe would
 * put it: the success page for a checkout, the tracking page for a delivery charge.
 */
export function successPathOf(payment: SandboxPayment): string {
  return shopPath(
    payment.page.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(payment.id)),
  );
}

export const paramsSchema = z.object({ id: z.string().max(255) });

/**
 * The page is a plain form with no script, so it cannot send a token; the unguessable session id
 * in its URL is its proof, as it is Stripe's for its own hosted page.
 */
export const capabilityUrl = { config: { csrfExempt: true } };

/** Where the shop asked the buyer to be sent back to, kept on the shop's own origin. */
export function shopPath(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Ends an open page and tells the shop, as Stripe's webhook would. Once ended, the page is the
 * provider's fact: should telling the shop fail, the shop learns it when it asks (the success
 * page's lookup, the sweeper), so the buyer is not shown the shop's trouble.
 */
export async function closePage(
  app: FastifyInstance,
  id: string,
  close: PageClose,
): Promise<boolean> {
  const details = close.to === 'paid' ? close.details : undefined;
  if (!(await closeSandboxPayment(app.db, id, close.to, app.clock.now(), details))) return false;
  const seen = { id: `${id}:${close.to}`, type: `sandbox.${close.to}`, providerSessionId: id };
  const event: PaymentEvent =
    close.to === 'paid'
      ? { ...seen, kind: 'paid', details: close.details }
      : { ...seen, kind: close.to };
  try {
    await tellPaymentEvent(app.payments, event);
  } catch (error) {
    app.log.error({ err: error, providerSessionId: id }, `sandbox ${close.to}: shop not told`);
  }
  return true;
}

/** The payment if its page can still be paid; otherwise the page that says why is sent. */
export async function payable(app: FastifyInstance, reply: FastifyReply, id: string) {
  const payment = await findSandboxPayment(app.db, id);
  if (!payment) {
    sendHtml(reply, renderClosedPage(...UNKNOWN), 404);
    return undefined;
  }
  if (payment.state === 'paid') {
    reply.redirect(successPathOf(payment), 303);
    return undefined;
  }
  const expired = payment.expiresAt.getTime() <= app.clock.now().getTime();
  if (payment.state === 'open' && expired) await closePage(app, id, { to: 'expired' });
  if (payment.state !== 'open' || expired) {
    sendHtml(reply, renderClosedPage(...EXPIRED), 410);
    return undefined;
  }
  return payment;
}

/**
 * Pays the page and sends the buyer to the success page. Sent twice (a double click, a second
 * tab), the page is paid once and both land on the order.
 */
export async function payAndShowOrder(
  app: FastifyInstance,
  reply: FastifyReply,
  id: string,
  details: PaymentDetails,
) {
  await closePage(app, id, { to: 'paid', details });
  const payment = await findSandboxPayment(app.db, id);
  // Cancelled or expired while the form was on its way: nothing is charged.
  if (payment?.state !== 'paid') return sendHtml(reply, renderClosedPage(...EXPIRED), 410);
  return reply.redirect(successPathOf(payment), 303);
}
