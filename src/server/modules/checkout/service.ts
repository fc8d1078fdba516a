import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '#server/db/schema/index.js';
import { users } from '#server/db/schema/index.js';
import { HttpError, ValidationError } from '#server/lib/http-errors.js';
import { randomToken } from '#server/lib/tokens.js';
import {
  type CartOwner,
  findCart,
  findCartLines,
  lockCart,
} from '#server/modules/cart/repository.js';
import { findVoucherById } from '#server/modules/vouchers/repository.js';
import { voucherDiscountCents, voucherProblem } from '#server/modules/vouchers/rules.js';
import type { CheckoutContext } from './context.js';
import { closeWithProvider, releaseCheckout, UNCONFIRMED_PREFIX } from './fulfilment.js';
import { lineTitle } from './payment-provider.js';
import {
  findOpenCheckoutsOfCart,
  insertCheckoutSession,
  setProviderSession,
  stockLeft,
  takeStock,
  takeVoucherUse,
} from './repository.js';

/** How long a payment page stays payable, and so how long its stock and voucher use are held. */
export const CHECKOUT_MINUTES = 30;

export const EMPTY_BAG_CHECKOUT_MESSAGE = 'Your bag is empty. Add something before checking out.';
export const PROVIDER_DOWN_MESSAGE =
  'The payment page could not be opened. Please try again in a moment.';

/**
 * POST /checkout/session: prices the bag again on the server, reserves the stock of every line and
 * one use of the voucher in one transaction (conditional UPDATEs: a refusal rolls everything back
 * and names its reason), then opens the provider's payment page. Answers the page's URL.
 */
export async function startCheckout(
  ctx: CheckoutContext,
  owner: CartOwner,
  user: UserRow | null,
): Promise<string> {
  const cart = await findCart(ctx.db, owner);
  if (!cart) throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE);
  // A shopper who comes back from the payment page and checks out again gets one reservation,
  // not two: the earlier page of this bag is closed first (or fulfilled, if it was paid).
  for (const open of await findOpenCheckoutsOfCart(ctx.db, cart.id)) {
    await closeWithProvider(ctx, open.providerSessionId, 'replaced by a new checkout');
  }

  const reference = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const reserved = await ctx.db.transaction(async (tx) => {
    const locked = await lockCart(tx, owner);
    // Rows are locked in one global order (product, then size) so two checkouts never deadlock.
    const lines = (locked ? await findCartLines(tx, locked.id) : []).sort(
      (a, b) => a.productId - b.productId || (a.sizeId ?? 0) - (b.sizeId ?? 0),
    );
    if (!locked || lines.length === 0) throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE);

    for (const line of lines) {
      const title = lineTitle(line);
      if (!line.isVisible) {
        throw new ValidationError(
          `${title} is no longer sold. Remove it from your bag to continue.`,
          409,
        );
      }
      const taken = await takeStock(tx, {
        productId: line.productId,
        sizeId: line.sizeId,
        qty: line.quantity,
      });
      if (!taken) {
        const left = await stockLeft(tx, line);
        throw new ValidationError(
          left > 0
            ? `Only ${left} of ${title} left. Lower the quantity in your bag to continue.`
            : `${title} is out of stock. Remove it from your bag to continue.`,
          409,
        );
      }
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

    let voucher: { id: number; code: string } | null = null;
    let discountCents = 0;
    if (locked.voucherId !== null) {
      const applied = await findVoucherById(tx, locked.voucherId);
      const problem = applied
        ? voucherProblem(applied, subtotalCents, now)
        : 'This voucher no longer exists.';
      const taken = applied && !problem ? await takeVoucherUse(tx, applied.id, now) : undefined;
      if (!applied || !taken) {
        const label = applied ? `Voucher ${applied.code}` : 'Your voucher';
        throw new ValidationError(
          `${label} can no longer be used: ${problem ?? 'This voucher has been fully redeemed.'} Remove it from your bag to continue.`,
          409,
        );
      }
      voucher = { id: taken.id, code: taken.code };
      discountCents = voucherDiscountCents(taken, subtotalCents);
    }

    const session = await insertCheckoutSession(
      tx,
      {
        provider: ctx.provider.name,
        providerSessionId: `${UNCONFIRMED_PREFIX}${reference}`,
        userId: user?.id ?? null,
        cartId: locked.id,
        email: user?.email ?? null,
        voucherId: voucher?.id ?? null,
        voucherCode: voucher?.code ?? null,
        subtotalCents,
        discountCents,
        totalCents: Math.max(0, subtotalCents - discountCents),
        expiresAt,
      },
      lines.map((line) => ({
        productId: line.productId,
        sizeId: line.sizeId,
        name: line.name,
        sizeLabel: line.sizeLabel,
        qty: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
    );
    return { session, lines };
  });

  let created: Awaited<ReturnType<typeof ctx.provider.createSession>>;
  try {
    created = await ctx.provider.createSession({
      reference,
      lines: reserved.lines.map((line) => ({
        name: line.name,
        sizeLabel: line.sizeLabel,
        qty: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
      discountCents: reserved.session.discountCents,
      voucherCode: reserved.session.voucherCode,
      email: user?.email ?? null,
      customer: user ? { userId: user.id, stripeCustomerId: user.stripeCustomerId } : null,
      successUrl: `${ctx.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.publicUrl}/?checkout=cancelled`,
      expiresAt,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'payment provider refused to open a session');
    await releaseCheckout(ctx, reserved.session.providerSessionId, 'provider unavailable');
    throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
  }
  await setProviderSession(ctx.db, reserved.session.id, created.providerSessionId, created.url);
  if (user && created.newStripeCustomerId) {
    await ctx.db
      .update(users)
      .set({ stripeCustomerId: created.newStripeCustomerId })
      .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  }
  return created.url;
}
