import type { HoldLimits } from '#server/config/config.js';
import type { Transaction } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { ConflictError, HttpError, ValidationError } from '#server/lib/http-errors.js';
import { randomToken } from '#server/lib/tokens.js';
import {
  type CartLineRow,
  type CartOwner,
  findBagId,
  lockBagForCheckout,
} from '#server/modules/cart/index.js';
import { takeStock } from '#server/modules/catalog/index.js';
import {
  bookableSlots,
  priceServices,
  type ServiceLine,
  takeDeliveryPlace,
} from '#server/modules/deliveries/index.js';
import type { DeliveryDetails } from '#server/modules/payments/index.js';
import { rememberStripeCustomer } from '#server/modules/users/index.js';
import { redeemVoucher } from '#server/modules/vouchers/index.js';
import { ORDER_TOTAL_MAX_CENTS } from '#shared/constants.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import type { ChosenService } from '#shared/schemas/delivery-services.js';
import { bagUrl } from './bag-url.js';
import type { CheckoutContext } from './checkout-context.js';
import { closeWithProvider, releaseCheckout, UNCONFIRMED_PREFIX } from './fulfilment.js';
import {
  findOpenCheckoutsOfCart,
  insertCheckoutSession,
  lockClientAddress,
  setProviderSession,
  unitsHeldByAddress,
} from './repository.js';

/** How long a payment page stays payable, and so how long its stock and voucher use are held. */
export const CHECKOUT_MINUTES = 30;

export const EMPTY_BAG_CHECKOUT_MESSAGE = 'Your bag is empty. Add something before checking out.';
export const PROVIDER_DOWN_MESSAGE =
  'The payment page could not be opened. Please try again in a moment.';

export const ORDER_TOTAL_LIMIT_MESSAGE = `An order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}. Lower the quantities in your bag to continue.`;
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
  const created = await openPaymentPage(ctx, request, reserved);
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

type ReservedCheckout = Awaited<ReturnType<typeof reserveBag>>;

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
  const { deliveryDate, deliveryWindow } = request.delivery;
  if (deliveryDate && deliveryWindow) await takeDeliveryPlace(tx, deliveryDate, deliveryWindow);
  for (const line of lines) await takeLineStock(tx, line);
  const services = await priceServices(tx, request.services);
  const goodsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const subtotalCents = goodsCents + servicesCents(services);
  if (subtotalCents > ORDER_TOTAL_MAX_CENTS)
    throw new ConflictError(ORDER_TOTAL_LIMIT_MESSAGE, 'total_limit');
  // A voucher takes off what the bag's goods cost, never the services (decision 0061).
  const { voucher, discountCents } = await redeemVoucher(
    tx,
    locked.voucherId,
    goodsCents,
    request.now,
  );
  const session = await insertCheckoutSession(
    tx,
    {
      provider: ctx.payments.provider.name,
      providerSessionId: `${UNCONFIRMED_PREFIX}${request.reference}`,
      userId: request.user?.id ?? null,
      cartId: locked.cartId,
      email: request.user?.email ?? null,
      clientAddress: request.clientAddress,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      subtotalCents,
      discountCents,
      totalCents: Math.max(0, subtotalCents - discountCents),
      // Opened at the app clock's now: analytics counts it on that Singapore day.
      createdAt: request.now,
      expiresAt: request.expiresAt,
      ...request.delivery,
      // Only a customer has Settings to keep an address in.
      saveAddress: request.delivery.saveAddress && request.user !== null,
    },
    [
      ...lines.map((line) => ({
        productId: line.productId,
        sizeId: line.sizeId,
        name: line.name,
        sizeLabel: line.sizeLabel,
        qty: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
      ...services,
    ],
  );
  return { session, lines, services };
}

function servicesCents(services: readonly ServiceLine[]): number {
  return services.reduce((sum, service) => sum + service.unitPriceCents * service.qty, 0);
}

/** Takes one line's stock, or refuses the checkout naming what is left of it. */
async function takeLineStock(tx: Transaction, line: CartLineRow): Promise<void> {
  const title = lineTitle(line);
  if (!line.isVisible) {
    throw new ConflictError(
      `${title} is no longer sold. Remove it from your bag to continue.`,
      'product_unavailable',
    );
  }
  const stock = await takeStock(tx, {
    productId: line.productId,
    sizeId: line.sizeId,
    qty: line.quantity,
  });
  if (!stock.taken) {
    const { left } = stock;
    throw left > 0
      ? new ConflictError(
          `Only ${left} of ${title} left. Lower the quantity in your bag to continue.`,
          'not_enough_stock',
        )
      : new ConflictError(
          `${title} is out of stock. Remove it from your bag to continue.`,
          'out_of_stock',
        );
  }
}

/** Opens the provider's payment page; when it cannot, the reservation is released at once. */
async function openPaymentPage(
  ctx: CheckoutContext,
  request: CheckoutRequest,
  reserved: ReservedCheckout,
) {
  const { user, delivery } = request;
  try {
    return await ctx.payments.provider.createSession({
      reference: request.reference,
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
      email: user?.email ?? null,
      delivery,
      slotChoices: delivery.deliveryDate ? [] : await bookableSlots(ctx.db, request.now),
      customer: user
        ? {
            userId: user.id,
            providerCustomerId:
              ctx.payments.provider.name === 'stripe' ? user.stripeCustomerId : null,
          }
        : null,
      // Stripe fills in {CHECKOUT_SESSION_ID} itself: the placeholder must reach it unencoded.
      successUrl: `${ctx.publicUrl}${pagePaths.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: bagUrl(ctx.publicUrl),
      expiresAt: request.expiresAt,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'payment provider refused to open a session');
    await releaseCheckout(ctx, reserved.session.providerSessionId, 'provider unavailable');
    throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
  }
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
