import type { FastifyInstance } from 'fastify';
import type { UserRow } from '#server/db/schema/index.js';
import type { ListedProblem } from '#server/lib/http-errors.js';
import {
  deliveryDetailsOf,
  openPaymentLink,
  recordCounterSale,
  type StaffSale,
} from '#server/modules/checkout/index.js';
import { customerDetail } from '#server/modules/customers/index.js';
import { receiptPath } from '#server/modules/orders/index.js';
import type {
  CounterSaleRecorded,
  CounterSaleRequest,
  PaymentLinkSent,
  SaleCustomer,
  StaffSaleRequest,
} from '#shared/schemas/staff-sale.js';
import { staffSaleQuoteRequestSchema } from '#shared/schemas/staff-sale.js';
import { showroomOf } from '#shared/showrooms.js';
import { paymentLinkMail } from './payment-link-mail.js';
import { type PricedSale, priceSale } from './pricing.js';

/** A sale's body as sent: checked by the route's schema, whose problems are passed along. */
export interface SaleAsked<Body> {
  body: Body;
  schemaProblems: ListedProblem[];
}

/** The lines and voucher of a body, priced when they are well formed even if other fields are not. */
async function pricedIfWellFormed(app: FastifyInstance, body: unknown) {
  const asked = staffSaleQuoteRequestSchema.safeParse(body);
  if (!asked.success) return undefined;
  return priceSale(app.db, asked.data, app.clock.now(), app.config.holds.unitsPerSize);
}

/**
 * Checks and prices a sale with every problem at once (the schema's, the catalogue's, the
 * voucher's, the delivery calendar's), then the sale the checkout makes or holds.
 */
async function saleOf(
  app: FastifyInstance,
  staff: UserRow,
  asked: SaleAsked<StaffSaleRequest>,
): Promise<{ sale: StaffSale; priced: PricedSale }> {
  const priced = await pricedIfWellFormed(app, asked.body);
  const problems = [...asked.schemaProblems, ...(priced?.quote.problems ?? [])];
  // Throws the whole list when there is any problem, the calendar's added.
  const delivery = await deliveryDetailsOf(app.db, asked.body, problems, app.clock.now());
  const { body } = asked;
  if (!priced) throw new Error('a sale without problems is priced');
  return {
    priced,
    sale: {
      lines: priced.lines,
      voucherId: priced.voucherId,
      customer: { email: body.email, name: body.name },
      delivery,
      channel: body.channel,
      showroomId: body.showroomId,
      staff: { id: staff.id, email: staff.email },
    },
  };
}

/** "at 8etterSleep Gallery, Ubi" or "on the phone": where the customer bought, for the mail. */
function whereSold(sale: StaffSale): string {
  const showroom = sale.showroomId === null ? undefined : showroomOf(sale.showroomId);
  return showroom ? `at ${showroom.name}` : 'on the phone';
}

/**
 * A payment link (decision 0067): the sale's stock held as a checkout holds it, the provider's
 * page opened and mailed to the customer. The order appears when it is paid.
 */
export async function sendPaymentLink(
  app: FastifyInstance,
  staff: UserRow,
  asked: SaleAsked<StaffSaleRequest>,
): Promise<PaymentLinkSent> {
  const { sale, priced } = await saleOf(app, staff, asked);
  const link = await openPaymentLink(app.checkout, sale);
  const mail = paymentLinkMail({
    name: sale.customer.name,
    where: whereSold(sale),
    quote: priced.quote,
    url: link.url,
    expiresAt: link.expiresAt,
  });
  await app.mailer.enqueue({ to: sale.customer.email, ...mail });
  return {
    message: `Payment link sent to ${sale.customer.email}.`,
    email: sale.customer.email,
    url: link.url,
    expiresAt: link.expiresAt.toISOString(),
    totalCents: priced.quote.totalCents,
  };
}

/** A payment taken at the counter: the order is placed at once, with its invoice and mail. */
export async function recordCounterPayment(
  app: FastifyInstance,
  staff: UserRow,
  asked: SaleAsked<CounterSaleRequest>,
): Promise<CounterSaleRecorded> {
  const { sale } = await saleOf(app, staff, asked);
  const { method, reference } = asked.body;
  const { order } = await recordCounterSale(app.checkout, sale, { method, reference });
  return {
    message: `Order #${order.id} placed; its confirmation and tax invoice are mailed to ${order.email}.`,
    orderId: order.id,
    receiptUrl: receiptPath(order.id),
    totalCents: order.totalCents,
  };
}

/** The customer staff picked, with the latest phone and address they used; null when unknown. */
export async function saleCustomer(app: FastifyInstance, email: string): Promise<SaleCustomer> {
  const detail = await customerDetail(app.db, email);
  const address = detail.addresses[0];
  return {
    email: detail.email,
    name: detail.account?.name ?? null,
    phone: detail.phones[0] ?? null,
    addressLine: address?.line1 ?? null,
    postalCode: address?.postal ?? null,
  };
}
