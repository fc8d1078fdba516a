import { HttpError } from '#server/lib/http-errors.js';
import { bookableSlots } from '#server/modules/deliveries/index.js';
import type { CreatePaymentInput } from '#server/modules/payments/index.js';
import { pagePaths } from '#shared/paths.js';
import type { CheckoutContext } from './checkout-context.js';
import { releaseCheckout } from './fulfilment.js';
import type { ReservedCheckout } from './reservation.js';

export const PROVIDER_DOWN_MESSAGE =
  'The payment page could not be opened. Please try again in a moment.';

/** Who pays and where the page goes back to: what differs between a bag and a staff's link. */
export type PaymentPageFor = Pick<
  CreatePaymentInput,
  'reference' | 'email' | 'customer' | 'delivery' | 'expiresAt' | 'cancelUrl'
> & { now: Date };

/**
 * Opens the provider's payment page for a reservation just made, at the prices it holds; when
 * the provider cannot, the reservation is released at once and the caller answers 502.
 */
export async function openPaymentPage(
  ctx: CheckoutContext,
  reserved: ReservedCheckout,
  page: PaymentPageFor,
) {
  const { now, ...input } = page;
  try {
    return await ctx.payments.provider.createSession({
      ...input,
      lines: [
        ...reserved.lines.map((line) => ({
          name: line.name,
          sizeLabel: line.sizeLabel,
          qty: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
        ...reserved.services.map(({ name, qty, unitPriceCents }) => ({
          name,
          sizeLabel: null,
          qty,
          unitPriceCents,
        })),
      ],
      discountCents: reserved.session.discountCents,
      voucherCode: reserved.session.voucherCode,
      slotChoices: page.delivery.deliveryDate ? [] : await bookableSlots(ctx.db, now),
      // Stripe fills in {CHECKOUT_SESSION_ID} itself: the placeholder must reach it unencoded.
      successUrl: `${ctx.publicUrl}${pagePaths.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}`,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'payment provider refused to open a session');
    await releaseCheckout(ctx, reserved.session.providerSessionId, 'provider unavailable');
    throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
  }
}
