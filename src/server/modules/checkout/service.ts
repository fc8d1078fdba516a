import type { HoldLimits } from '#server/config/config.js';
import type { Transaction } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { ConflictError, ValidationError } from '#server/lib/http-errors.js';
import { randomToken } from '#server/lib/tokens.js';
import {
  type CartLineRow,
  type CartOwner,
  findBagId,
  lockBagForCheckout,
} from '#server/modules/cart/index.js';
import type { DeliveryDetails } from '#server/modules/payments/index.js';
import { rememberStripeCustomer } from '#server/modules/users/index.js';
import { lineTitle } from '#shared/line-title.js';
import type { ChosenService } from '#shared/schemas/delivery-services.js';
import { bagUrl } from './bag-url.js';
import type { CheckoutContext } from './checkout-context.js';
import { closeWithProvider, UNCONFIRMED_PREFIX } from './fulfilment.js';
import { openPaymentPage } from './payment-page.js';
import {
  findOpenCheckoutsOfCart,
  lockClientAddress,
  setProviderSession,
  unitsHeldByAddress,
} from './repository.js';
import { type ReservedCheckout, reserveLines } from './reservation.js';

/** How long a payment page stays payable, and so how long its stock and voucher use are held. */
export const CHECKOUT_MINUTES = 30;

export const EMPTY_BAG_CHECKOUT_MESSAGE = 'Your bag is empty. Add something before checking out.';
export const BAG_BUSY_MESSAGE =
  'Your bag is being checked out in another window. Please try again in a moment.';

/** How often a checkout starts over when another checkout of the same bag got in between. */
const ATTEMPTS = 4;

/** Another checkout of the same bag opened in between: start over, replacing that one too. */
class BagCheckedOutMeanwhile extends Error {}

/**
 * POST /checkout/session: prices the bag again on the server, reserves the stock of every line and
 * one use of the voucher in one transaction (conditional UPDATEs: a refusal rolls everything back
 * and names its reason), then opens the provider's payment page. Answers the page's URL.
 */
export async function startCheckout(
  ctx: CheckoutContext,
  owner: CartOwner,
  user: UserRow | null,
  clientAddress: string,
  delivery: DeliveryDetails,
  services: readonly ChosenService[] = [],
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openCheckout(ctx, { owner, user, clientAddress, delivery, services });
    } catch (error) {
      if (!(error instanceof BagCheckedOutMeanwhile)) throw error;
      if (attempt === ATTEMPTS) throw new ConflictError(BAG_BUSY_MESSAGE, 'bag_busy');
    }
  }
}

/** What the shopper asks a checkout for. */
interface CheckoutAsked {
  owner: CartOwner;
  user: UserRow | null;
  clientAddress: string;
  delivery: DeliveryDetails;
  /** The delivery services chosen (decision 0061), priced in the checkout's transaction. */
  services: readonly ChosenService[];
}

/** What one attempt at a checkout works with. */
interface CheckoutRequest extends CheckoutAsked {
  /** The checkout's own reference, until the provider names its session. */
  reference: string;
  now: Date;
  expiresAt: Date;
}

async function openCheckout(ctx: CheckoutContext, asked: CheckoutAsked): Promise<string> {
  const { owner, user } = asked;
  const cartId = await findBagId(ctx.db, owner);
  if (cartId === undefined) throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE, 'bag_empty');
  const stillOpen = await closeEarlierPages(ctx, cartId);
  const now = ctx.clock.now();
  const request: CheckoutRequest = {
    ...asked,
    reference: randomToken(),
    now,
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
  };
  const reserved = await ctx.db.transaction((tx) => reserveBag(ctx, tx, request, stillOpen));
  const created = await openBagPaymentPage(ctx, request, reserved);
  await setProviderSession(ctx.db, reserved.session.id, created.providerSessionId, created.url);
  ctx.counters.checkoutOpened();
  if (user && created.newCustomerId && ctx.payments.provider.name === 'stripe') {
    await rememberStripeCustomer(ctx.db, user.id, created.newCustomerId);
  }
  return created.url;
}

/**
 * A shopper who comes back from the payment page and checks out again gets one reservation, not
 * two: the earlier page of this bag is closed first (or fulfilled, if it was paid). Only a payment
 * already on its way keeps its page open: those are answered.
 */
async function closeEarlierPages(ctx: CheckoutContext, cartId: number): Promise<Set<string>> {
  const stillOpen = new Set<string>();
  for (const open of await findOpenCheckoutsOfCart(ctx.db, cartId)) {
    const outcome = await closeWithProvider(
      ctx,
      open.providerSessionId,
      'replaced by a new checkout',
    );
    if (outcome === 'pending' || outcome === 'unchanged') stillOpen.add(open.providerSessionId);
  }
  return stillOpen;
}

/**
 * In one transaction under the bag's lock: the hold limits, a place in the delivery window, every
 * line's stock, the order's ceiling and one use of the voucher, then the checkout session that
 * holds them.
 */
async function reserveBag(
  ctx: CheckoutContext,
  tx: Transaction,
  request: CheckoutRequest,
  stillOpen: Set<string>,
) {
  const locked = await lockBagForCheckout(tx, request.owner);
  // Rows are locked in one global order (product, then size) so two checkouts never deadlock.
  const lines = (locked?.lines ?? []).sort(
    (a, b) => a.productId - b.productId || (a.sizeId ?? 0) - (b.sizeId ?? 0),
  );
  if (!locked || lines.length === 0) {
    throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE, 'bag_empty');
  }
  // Under the bag's lock no other checkout of it can begin; one that began since the pages were
  // closed above would hold the bag twice.
  const open = await findOpenCheckoutsOfCart(tx, locked.cartId);
  if (open.some((session) => !stillOpen.has(session.providerSessionId))) {
    throw new BagCheckedOutMeanwhile();
  }
  checkHoldLimits(ctx.holds, lines, await heldFromAddress(tx, request.clientAddress));
  return reserveLines(tx, {
    lines,
    voucherId: locked.voucherId,
    delivery: request.delivery,
    services: request.services,
    now: request.now,
    expiresAt: request.expiresAt,
    session: {
      provider: ctx.payments.provider.name,
      providerSessionId: `${UNCONFIRMED_PREFIX}${request.reference}`,
      userId: request.user?.id ?? null,
      cartId: locked.cartId,
      email: request.user?.email ?? null,
      clientAddress: request.clientAddress,
      // Opened at the app clock's now: analytics counts it on that Singapore day.
      createdAt: request.now,
      ...request.delivery,
      // Only a customer has Settings to keep an address in.
      saveAddress: request.delivery.saveAddress && request.user !== null,
    },
  });
}

/** Opens the bag's payment page: the customer known to the provider, Cancel back to the bag. */
function openBagPaymentPage(
  ctx: CheckoutContext,
  request: CheckoutRequest,
  reserved: ReservedCheckout,
) {
  const { user } = request;
  return openPaymentPage(ctx, reserved, {
    reference: request.reference,
    email: user?.email ?? null,
    customer: user
      ? {
          userId: user.id,
          providerCustomerId:
            ctx.payments.provider.name === 'stripe' ? user.stripeCustomerId : null,
        }
      : null,
    delivery: request.delivery,
    now: request.now,
    expiresAt: request.expiresAt,
    cancelUrl: bagUrl(ctx.publicUrl),
  });
}

/**
 * What the address holds in its other open checkouts, counted under a lock on the address: two
 * checkouts from one address at once count one after the other and cannot both pass the cap.
 */
async function heldFromAddress(tx: Transaction, clientAddress: string): Promise<number> {
  await lockClientAddress(tx, clientAddress);
  return unitsHeldByAddress(tx, clientAddress);
}

/** Refuses a checkout that would hold more than one client may (decision 11), naming the limit. */
function checkHoldLimits(limits: HoldLimits, lines: CartLineRow[], heldElsewhere: number): void {
  for (const line of lines) {
    if (line.quantity > limits.unitsPerSize) {
      throw new ConflictError(
        `You can buy at most ${limits.unitsPerSize} of ${lineTitle(line)} in one order. Lower the quantity in your bag to continue.`,
        'quantity_limit',
      );
    }
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (heldElsewhere + units <= limits.unitsPerAddress) return;
  const limit = `You can hold at most ${limits.unitsPerAddress} items at once in open checkouts`;
  throw new ConflictError(
    heldElsewhere === 0
      ? `${limit}; your bag has ${units}. Lower the quantities in your bag to continue.`
      : `${limit}, and other open checkouts from your network already hold ${heldElsewhere}. Pay for or cancel them, or lower the quantities in your bag, to continue.`,
    'hold_limit',
  );
}
