import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CheckoutSessionRow } from '#server/db/schema/index.js';
import { deliveryDayProblem } from '#shared/delivery.js';
import { checkoutCancelledPath, checkoutSuccessPath } from '#shared/paths.js';
import { oneLine } from '#shared/schemas/common.js';
import { deliveryWindowSchema, phoneSchema } from '#shared/schemas/delivery.js';
import type { CheckoutContext } from './checkout-context.js';
import { bookableSlots, holidaysFor } from './delivery.js';
import { closeWithProvider, payOpenCheckout, releaseCheckout } from './fulfilment.js';
import type { PaymentDetails } from './payment-provider.js';
import { findCheckoutByProviderId, findCheckoutLines } from './repository.js';
import { checkCard } from './sandbox-card.js';
import {
  type PayFormField,
  type PayFormValues,
  type PayPageState,
  renderClosedPage,
  renderPayPage,
  SANDBOX_STYLES_PATH,
} from './sandbox-page.js';
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
 * not collect them first. The slot is checked against the rules again, at the moment of paying.
 */
function deliverySchemaFor(session: CheckoutSessionRow, holidays: Map<string, string>, now: Date) {
  return buyerSchema
    .extend(session.shippingLine1 ? {} : addressSchema.shape)
    .extend(session.phone ? {} : phoneFieldSchema.shape)
    .extend(session.deliveryDate ? {} : slotFieldSchema.shape)
    .superRefine((values, ctx) => {
      const slot = (values as { slot?: { date: string } }).slot;
      const problem = slot && deliveryDayProblem(slot.date, now, holidays);
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

/** The session if it can still be paid; otherwise the page that says why is sent. */
async function payable(checkout: CheckoutContext, reply: FastifyReply, id: string) {
  const session = await findCheckoutByProviderId(checkout.db, id);
  if (session?.provider !== 'sandbox') {
    sendHtml(reply, renderClosedPage(...UNKNOWN), 404);
    return undefined;
  }
  if (session.state === 'completed') {
    reply.redirect(checkoutSuccessPath(id), 303);
    return undefined;
  }
  const now = checkout.clock.now();
  if (session.state === 'open' && session.expiresAt.getTime() <= now.getTime()) {
    await closeWithProvider(checkout, id, 'expired');
  }
  if (session.state !== 'open' || session.expiresAt.getTime() <= now.getTime()) {
    sendHtml(reply, renderClosedPage(...EXPIRED), 410);
    return undefined;
  }
  const slotChoices = session.deliveryDate ? [] : await bookableSlots(checkout.db, now);
  return { session, lines: await findCheckoutLines(checkout.db, session.id), slotChoices };
}

type PayableCheckout = NonNullable<Awaited<ReturnType<typeof payable>>>;

/**
 * The form as sent, checked: the page again with what is wrong (422; 402 for a refused card, which
 * keeps everything but the card's own numbers, as card pages do), or the payment's details.
 */
async function checkPayForm(
  checkout: CheckoutContext,
  found: PayableCheckout,
  body: unknown,
): Promise<{ state: PayPageState; status: 402 | 422 } | { details: PaymentDetails }> {
  const values = formValues(body);
  const state: PayPageState = { values, errors: {} };
  const now = checkout.clock.now();
  const holidays = await holidaysFor(checkout.db, now);
  const shipping = deliverySchemaFor(found.session, holidays, now).safeParse(values);
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
    },
  };
}

/**
 * The sandbox's hosted payment page (no Stripe keys): server-rendered HTML and a plain form, so it
 * needs no script and passes the shop's CSP. Paying runs the same fulfilment as a Stripe webhook,
 * then redirects to the success page. The unguessable session id in the URL is the page's key.
 */
export const sandboxRoutes: FastifyPluginAsync<{ checkout: CheckoutContext }> = async (
  app,
  { checkout },
) => {
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
    const found = await payable(checkout, reply, id);
    if (!found) return reply;
    const state: PayPageState = { values: { email: found.session.email ?? '' }, errors: {} };
    return sendHtml(reply, renderPayPage(found.session, found.lines, state, found.slotChoices));
  });

  // The page is a plain form with no script, so it cannot send a token; the unguessable session id
  // in its URL is its proof, as it is Stripe's for its own hosted page.
  const capabilityUrl = { config: { csrfExempt: true } };

  app.post('/checkout/pay/:id', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const found = await payable(checkout, reply, id);
    if (!found) return reply;
    const checked = await checkPayForm(checkout, found, request.body);
    if (!('details' in checked)) {
      const page = renderPayPage(found.session, found.lines, checked.state, found.slotChoices);
      return sendHtml(reply, page, checked.status);
    }
    const paid = await payOpenCheckout(checkout, id, checked.details);
    // Cancelled or expired while the form was on its way: nothing is charged.
    if (paid === 'closed') return sendHtml(reply, renderClosedPage(...EXPIRED), 410);
    return reply.redirect(checkoutSuccessPath(id), 303);
  });

  app.post('/checkout/pay/:id/cancel', capabilityUrl, async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const session = await findCheckoutByProviderId(checkout.db, id);
    if (session?.provider !== 'sandbox') return reply.redirect(checkoutCancelledPath, 303);
    // Paid meanwhile (in another tab): the order is what to show, not "nothing was charged".
    if (session.state === 'completed') return reply.redirect(checkoutSuccessPath(id), 303);
    await releaseCheckout(checkout, id, 'cancelled');
    // The bag was never touched: the shopper is back at its delivery step, their details kept.
    return reply.redirect(checkoutCancelledPath, 303);
  });
};
