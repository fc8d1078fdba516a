import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { deliveryDayProblem } from '#shared/delivery.js';
import { checkoutCancelledPath, checkoutSuccessPath } from '#shared/paths.js';
import { oneLine } from '#shared/schemas/common.js';
import { deliveryWindowSchema, phoneSchema } from '#shared/schemas/delivery.js';
import type { PaymentDetails, PaymentEvent } from './payment-provider.js';
import { tellPaymentEvent } from './payments.js';
import { cardMethod, checkCard } from './sandbox-card.js';
import {
  type PayFormField,
  type PayFormValues,
  type PayPageSession,
  type PayPageState,
  renderClosedPage,
  renderPayPage,
  SANDBOX_STYLES_PATH,
} from './sandbox-page.js';
import {
  closeSandboxPayment,
  findSandboxPayment,
  type SandboxPage,
  type SandboxPayment,
} from './sandbox-repository.js';
import { SANDBOX_STYLES } from './sandbox-styles.js';

const FORM_FIELDS: PayFormField[] = [
  'email',
  'name',
  'address',
  'postal',
  'phone',
  'slot',
  'number',
  'expiry',
  'cvc',
];

const buyerSchema = z.object({
  email: z.email('Enter a valid e-mail address.').max(254),
  name: oneLine(z.string().trim()).min(1, 'Enter the name on the card.').max(100),
});
const addressSchema = z.object({
  address: oneLine(z.string().trim()).min(3, 'Enter the delivery address.').max(200),
  postal: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter a Singapore postal code of 6 digits.'),
});
const phoneFieldSchema = z.object({ phone: phoneSchema });
const SLOT_MESSAGE = 'Choose a delivery date and window.';
const slotFieldSchema = z.object({
  slot: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\|/, SLOT_MESSAGE)
    .transform((value, ctx) => {
      const [date = '', window] = value.split('|');
      const parsed = deliveryWindowSchema.safeParse(window);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: SLOT_MESSAGE });
      return parsed.success ? { date, window: parsed.data } : z.NEVER;
    }),
});

/**
 * What the page asks for: the buyer always; the address, phone and slot only when the shop did
 * not collect them first. The slot must be one the shop offered (its holidays already left out)
 * and is checked against the day rules again, at the moment of paying.
 */
function deliverySchemaFor(page: SandboxPage, now: Date) {
  const { delivery } = page;
  const offered = new Set(page.slotChoices.map((slot) => `${slot.date}|${slot.window}`));
  return buyerSchema
    .extend(delivery.shippingLine1 ? {} : addressSchema.shape)
    .extend(delivery.phone ? {} : phoneFieldSchema.shape)
    .extend(delivery.deliveryDate ? {} : slotFieldSchema.shape)
    .superRefine((values, ctx) => {
      const slot = (values as { slot?: { date: string; window: string } }).slot;
      if (!slot) return;
      const problem =
        deliveryDayProblem(slot.date, now, new Map()) ??
        (offered.has(`${slot.date}|${slot.window}`) ? undefined : SLOT_MESSAGE);
      if (problem) ctx.addIssue({ code: 'custom', path: ['slot'], message: problem });
    });
}

const paramsSchema = z.object({ id: z.string().max(255) });

function formValues(body: unknown): PayFormValues {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values = {} as PayFormValues;
  for (const name of FORM_FIELDS) {
    const value = source[name];
    values[name] = typeof value === 'string' ? value.slice(0, 300) : '';
  }
  values.email = values.email.trim().toLowerCase();
  return values;
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const EXPIRED = [
  'This payment page has expired',
  'Nothing was charged. Your bag is still in the shop: check out again to get a new payment page.',
] as const;
const UNKNOWN = [
  'Payment page not found',
  'This payment link is not valid. Return to the shop and check out from your bag.',
] as const;

/** The page's payment as the page shows it: amounts and the delivery the shop collected. */
function pageSessionOf(payment: SandboxPayment): PayPageSession {
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
  };
}

function renderPage(payment: SandboxPayment, state: PayPageState): string {
  return renderPayPage(pageSessionOf(payment), payment.page.lines, state, payment.page.slotChoices);
}

/**
 * Ends an open page and tells the shop, as Stripe's webhook would. Once ended, the page is the
 * provider's fact: should telling the shop fail, the shop learns it when it asks (the success
 * page's lookup, the sweeper), so the buyer is not shown the shop's trouble.
 */
async function closePage(
  app: FastifyInstance,
  id: string,
  close: { to: 'paid'; details: PaymentDetails } | { to: 'expired' | 'cancelled' },
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
async function payable(app: FastifyInstance, reply: FastifyReply, id: string) {
  const payment = await findSandboxPayment(app.db, id);
  if (!payment) {
    sendHtml(reply, renderClosedPage(...UNKNOWN), 404);
    return undefined;
  }
  if (payment.state === 'paid') {
    reply.redirect(checkoutSuccessPath(id), 303);
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
 * The form as sent, checked: the page again with what is wrong (422; 402 for a refused card, which
 * keeps everything but the card's own numbers, as card pages do), or the payment's details.
 */
function checkPayForm(
  payment: SandboxPayment,
  body: unknown,
  now: Date,
): { state: PayPageState; status: 402 | 422 } | { details: PaymentDetails } {
  const values = formValues(body);
  const state: PayPageState = { values, errors: {} };
  const shipping = deliverySchemaFor(payment.page, now).safeParse(values);
  if (!shipping.success) {
    for (const issue of shipping.error.issues) {
      const name = issue.path[0] as PayFormField;
      state.errors[name] ??= issue.message;
    }
  }
  const card = checkCard(values, now);
  if (!card.ok && card.field) state.errors[card.field] = card.message;
  if (!shipping.success || (!card.ok && card.field)) return { state, status: 422 };
  if (!card.ok) {
    state.values = { ...values, number: '', expiry: '', cvc: '' };
    state.alert = card.message;
    return { state, status: 402 };
  }
  const given = shipping.data as z.infer<typeof buyerSchema> &
    Partial<z.infer<typeof addressSchema>> &
    Partial<z.infer<typeof phoneFieldSchema>> &
    Partial<z.infer<typeof slotFieldSchema>>;
  return {
    details: {
      email: given.email,
      name: given.name,
      line1: given.address ?? '',
      postalCode: given.postal ?? '',
      phone: given.phone ?? null,
      slot: given.slot ?? null,
      method: cardMethod(values.number),
    },
  };
}

/** Where the shop asked the buyer to be sent back to, kept on the shop's own origin. */
function shopPath(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The sandbox's hosted payment page (no Stripe keys): server-rendered HTML and a plain form, so it
 * needs no script and passes the shop's CSP. Paying runs the same fulfilment as a Stripe webhook,
 * then redirects to the success page. The unguessable session id in the URL is the page's key.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(SANDBOX_STYLES_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_STYLES),
  );

  app.get('/checkout/pay/:id', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await payable(app, reply, id);
    if (!payment) return reply;
    return sendHtml(
      reply,
      renderPage(payment, { values: { email: payment.page.email ?? '' }, errors: {} }),
    );
  });

  // The page is a plain form with no script, so it cannot send a token; the unguessable session id
  // in its URL is its proof, as it is Stripe's for its own hosted page.
  const capabilityUrl = { config: { csrfExempt: true } };

  app.post('/checkout/pay/:id', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await payable(app, reply, id);
    if (!payment) return reply;
    const checked = checkPayForm(payment, request.body, app.clock.now());
    if (!('details' in checked)) {
      return sendHtml(reply, renderPage(payment, checked.state), checked.status);
    }
    const paid = await closePage(app, id, { to: 'paid', details: checked.details });
    // Cancelled or expired while the form was on its way: nothing is charged.
    if (!paid && (await findSandboxPayment(app.db, id))?.state !== 'paid') {
      return sendHtml(reply, renderClosedPage(...EXPIRED), 410);
    }
    return reply.redirect(checkoutSuccessPath(id), 303);
  });

  app.post('/checkout/pay/:id/cancel', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await findSandboxPayment(app.db, id);
    // Paid meanwhile (in another tab): the order is what to show, not "nothing was charged".
    if (payment?.state === 'paid') return reply.redirect(checkoutSuccessPath(id), 303);
    if (payment) await closePage(app, id, { to: 'cancelled' });
    // The bag was never touched: the shopper is back where checkout asked (the bag's delivery
    // step, their details kept).
    return reply.redirect(payment ? shopPath(payment.page.cancelUrl) : checkoutCancelledPath, 303);
  });
};
