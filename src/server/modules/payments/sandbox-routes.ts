import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deliveryDayProblem } from '#shared/delivery.js';
import { checkoutCancelledPath } from '#shared/paths.js';
import {
  ONLINE_PAYMENT_METHOD_TYPES,
  type OnlinePaymentMethodType,
} from '#shared/payment-methods.js';
import { oneLine } from '#shared/schemas/common.js';
import { deliveryWindowSchema, phoneSchema } from '#shared/schemas/delivery.js';
import type { PaymentDetails } from './payment-provider.js';
import { cardMethod, checkCard } from './sandbox-card.js';
import { SANDBOX_COUNTDOWN_PATH, SANDBOX_COUNTDOWN_SCRIPT } from './sandbox-countdown.js';
import {
  capabilityUrl,
  closePage,
  EXPIRED,
  pageSessionOf,
  paramsSchema,
  payAndShowOrder,
  payable,
  sendHtml,
  shopPath,
  successPathOf,
} from './sandbox-flow.js';
import {
  type PayFormField,
  type PayFormValues,
  type PayPageState,
  renderClosedPage,
  renderPayPage,
  SANDBOX_STYLES_PATH,
  sandboxPagePath,
} from './sandbox-page.js';
import {
  awaitSandboxPayment,
  findSandboxPayment,
  type SandboxPage,
  type SandboxPayment,
} from './sandbox-repository.js';
import { SANDBOX_STYLES } from './sandbox-styles.js';
import { sandboxWalletRoutes } from './sandbox-wallet-routes.js';

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
/** Paying by PayNow or GrabPay, no card is named: the buyer's own name is asked. */
const walletBuyerSchema = z.object({
  name: oneLine(z.string().trim()).min(1, 'Enter your full name.').max(100),
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
function deliverySchemaFor(page: SandboxPage, now: Date, method: OnlinePaymentMethodType) {
  const { delivery } = page;
  const offered = new Set(page.slotChoices.map((slot) => `${slot.date}|${slot.window}`));
  return buyerSchema
    .extend(method === 'card' ? {} : walletBuyerSchema.shape)
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

const methodSchema = z.enum(ONLINE_PAYMENT_METHOD_TYPES).catch('card');

function renderPage(
  payment: SandboxPayment,
  state: PayPageState,
  method: OnlinePaymentMethodType,
): string {
  const { lines, slotChoices } = payment.page;
  return renderPayPage(pageSessionOf(payment), lines, state, slotChoices, method);
}

/**
 * The form as sent, checked: the page again with what is wrong (422; 402 for a refused card, which
 * keeps everything but the card's own numbers, as card pages do), or the payment's details.
 */
function checkPayForm(
  payment: SandboxPayment,
  body: unknown,
  now: Date,
  method: OnlinePaymentMethodType,
): { state: PayPageState; status: 402 | 422 } | { details: PaymentDetails } {
  const values = formValues(body);
  const state: PayPageState = { values, errors: {} };
  const shipping = deliverySchemaFor(payment.page, now, method).safeParse(values);
  if (!shipping.success) {
    for (const issue of shipping.error.issues) {
      const name = issue.path[0] as PayFormField;
      state.errors[name] ??= issue.message;
    }
  }
  // PayNow and GrabPay take no card: the bank or wallet says yes or no later, on its own page.
  const card = method === 'card' ? checkCard(values, now) : ({ ok: true } as const);
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
      method: method === 'card' ? cardMethod(values.number) : { type: method },
    },
  };
}

/**
 * The sandbox's hosted payment page (no Stripe keys): server-rendered HTML and plain forms, so it
 * passes the shop's CSP. Paying runs the same fulfilment as a Stripe webhook, then redirects to
 * the success page. The unguessable session id in the URL is the page's key. PayNow and GrabPay
 * keep the buyer's details and go on to their own pages (sandbox-wallet-routes.ts).
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
  app.get(SANDBOX_COUNTDOWN_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_COUNTDOWN_SCRIPT),
  );

  app.get('/checkout/pay/:id', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const method = methodSchema.parse((request.query as { method?: unknown }).method);
    const payment = await payable(app, reply, id);
    if (!payment) return reply;
    const state = { values: { email: payment.page.email ?? '' }, errors: {} };
    return sendHtml(reply, renderPage(payment, state, method));
  });

  app.post('/checkout/pay/:id', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await payable(app, reply, id);
    if (!payment) return reply;
    const method = methodSchema.parse((request.body as { method?: unknown } | null)?.method);
    const checked = checkPayForm(payment, request.body, app.clock.now(), method);
    if (!('details' in checked)) {
      return sendHtml(reply, renderPage(payment, checked.state, method), checked.status);
    }
    if (method === 'card') return payAndShowOrder(app, reply, id, checked.details);
    // PayNow and GrabPay: the money comes later, when the bank or wallet says so.
    if (await awaitSandboxPayment(app.db, id, checked.details, app.clock.now())) {
      return reply.redirect(sandboxPagePath(id, method), 303);
    }
    return sendHtml(reply, renderClosedPage(...EXPIRED), 410);
  });

  app.post('/checkout/pay/:id/cancel', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await findSandboxPayment(app.db, id);
    // Paid meanwhile (in another tab): the order is what to show, not "nothing was charged".
    if (payment?.state === 'paid') return reply.redirect(successPathOf(payment), 303);
    if (payment) await closePage(app, id, { to: 'cancelled' });
    // The bag was never touched: the shopper is back where checkout asked (the bag's delivery
    // step, their details kept).
    return reply.redirect(payment ? shopPath(payment.page.cancelUrl) : checkoutCancelledPath, 303);
  });

  await app.register(sandboxWalletRoutes);
};
