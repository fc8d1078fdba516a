import type { OrderRow } from '#server/db/schema/index.js';
import { randomToken } from '#server/lib/tokens.js';
import type { DeliveryDetails, PaymentDetails } from '#server/modules/payments/index.js';
import type { CounterPaymentMethod, StaffSaleChannel } from '#shared/sale-channels.js';
import type { CheckoutContext } from './checkout-context.js';
import { fulfil, UNCONFIRMED_PREFIX } from './fulfilment.js';
import { openPaymentPage } from './payment-page.js';
import { setProviderSession } from './repository.js';
import { type ReservedLine, reserveLines } from './reservation.js';
import { CHECKOUT_MINUTES } from './service.js';

/** A sale staff built for a customer in a showroom or on the phone (decision 0067). */
export interface StaffSale {
  /** Priced by the server from the catalogue, sorted by product, then size. */
  lines: ReservedLine[];
  voucherId: number | null;
  customer: { email: string; name: string };
  /** The phone and address always; the slot when staff booked one. */
  delivery: DeliveryDetails;
  channel: StaffSaleChannel;
  showroomId: number | null;
  staff: { id: number; email: string };
}

/** A payment link as the provider opened it: where the customer pays, and until when. */
export interface PaymentLink {
  url: string;
  providerSessionId: string;
  expiresAt: Date;
}

/** The checkout row's columns a staff sale sets, whichever way it is paid. */
function staffSessionColumns(sale: StaffSale, now: Date) {
  return {
    userId: null,
    cartId: null,
    email: sale.customer.email,
    // Staff are signed in and their role limited: the per-address cap on holds is for strangers.
    clientAddress: null,
    createdAt: now,
    ...sale.delivery,
    saveAddress: false,
    channel: sale.channel,
    showroomId: sale.showroomId,
    createdByUserId: sale.staff.id,
    createdByEmail: sale.staff.email,
  };
}

/**
 * A payment link: the sale's stock, delivery place and voucher use are held as a shopper's
 * checkout holds them, for as long (CHECKOUT_MINUTES), and the provider's hosted page takes the
 * payment. The order is made when it is paid, by the one fulfilment every checkout has; a link
 * that expires or is cancelled gives everything back as an unpaid checkout does.
 */
export async function openPaymentLink(ctx: CheckoutContext, sale: StaffSale): Promise<PaymentLink> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const reference = randomToken();
  const reserved = await ctx.db.transaction((tx) =>
    reserveLines(tx, {
      lines: sale.lines,
      voucherId: sale.voucherId,
      delivery: sale.delivery,
      services: [],
      now,
      expiresAt,
      session: {
        ...staffSessionColumns(sale, now),
        provider: ctx.payments.provider.name,
        providerSessionId: `${UNCONFIRMED_PREFIX}${reference}`,
      },
    }),
  );
  const created = await openPaymentPage(ctx, reserved, {
    reference,
    email: sale.customer.email,
    customer: null,
    delivery: sale.delivery,
    now,
    expiresAt,
    // The customer opened the link from a mail: Cancel leads to the shop, not to a bag.
    cancelUrl: `${ctx.publicUrl}/`,
  });
  await setProviderSession(ctx.db, reserved.session.id, created.providerSessionId, created.url);
  ctx.counters.checkoutOpened();
  return { url: created.url, providerSessionId: created.providerSessionId, expiresAt };
}

/** How the customer paid at the counter, as the order records it. */
function counterMethod(method: CounterPaymentMethod): NonNullable<PaymentDetails['method']> {
  return method === 'card' ? { type: 'card', brand: null, last4: null } : { type: method };
}

/**
 * A payment staff took at the counter: in one transaction the sale's stock, delivery place and
 * voucher use are taken with the checkout's own conditional UPDATEs, and the order is placed at
 * once through the same fulfilment (tax invoice and confirmation mail queued with it). The
 * checkout row, provider 'counter', is the order's record of how it was sold and the key of the
 * guest links its mail carries.
 */
export async function recordCounterSale(
  ctx: CheckoutContext,
  sale: StaffSale,
  payment: { method: CounterPaymentMethod; reference: string },
): Promise<{ order: OrderRow; providerSessionId: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { session } = await reserveLines(tx, {
      lines: sale.lines,
      voucherId: sale.voucherId,
      delivery: sale.delivery,
      services: [],
      now,
      expiresAt: now,
      session: {
        ...staffSessionColumns(sale, now),
        provider: 'counter',
        providerSessionId: `counter_${randomToken()}`,
      },
    });
    const details: PaymentDetails = {
      email: sale.customer.email,
      name: sale.customer.name,
      line1: sale.delivery.shippingLine1 ?? '',
      postalCode: sale.delivery.shippingPostal ?? '',
      phone: sale.delivery.phone,
      method: counterMethod(payment.method),
    };
    const order = await fulfil(ctx, tx, session, details, payment.reference);
    return { order, providerSessionId: session.providerSessionId };
  });
}
