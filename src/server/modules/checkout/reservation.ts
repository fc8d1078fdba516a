import type { Transaction } from '#server/db/client.js';
import type { checkoutSessions } from '#server/db/schema/index.js';
import { ConflictError } from '#server/lib/http-errors.js';
import { takeStock } from '#server/modules/catalog/index.js';
import {
  priceServices,
  type ServiceLine,
  takeDeliveryPlace,
} from '#server/modules/deliveries/index.js';
import type { DeliveryDetails } from '#server/modules/payments/index.js';
import { redeemVoucher } from '#server/modules/vouchers/index.js';
import { ORDER_TOTAL_MAX_CENTS } from '#shared/constants.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import type { ChosenService } from '#shared/schemas/delivery-services.js';
import { insertCheckoutSession } from './repository.js';

export const ORDER_TOTAL_LIMIT_MESSAGE = `An order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}. Lower the quantities in your bag to continue.`;

/** A line to hold, priced by the server: a bag's line, or one staff put in a sale. */
export interface ReservedLine {
  productId: number;
  sizeId: number | null;
  name: string;
  sizeLabel: string | null;
  quantity: number;
  unitPriceCents: number;
  isVisible: boolean;
}

/** The checkout row's own columns that the caller decides (who, where from, which provider). */
type SessionColumns = Omit<
  typeof checkoutSessions.$inferInsert,
  'subtotalCents' | 'discountCents' | 'totalCents' | 'voucherId' | 'voucherCode' | 'expiresAt'
>;

/** What one reservation holds, as the bag's checkout and staff's sales ask for it. */
export interface Reservation {
  /** Already sorted by product, then size: the one order every checkout locks stock rows in. */
  lines: ReservedLine[];
  voucherId: number | null;
  delivery: DeliveryDetails;
  services: readonly ChosenService[];
  now: Date;
  expiresAt: Date;
  session: SessionColumns;
}

/**
 * In the caller's transaction, after its own locks: a place in the delivery window, every line's
 * stock (conditional UPDATEs), the order's ceiling and one use of the voucher, then the checkout
 * session that holds them. Any refusal throws, and the caller's transaction gives it all back.
 */
export async function reserveLines(tx: Transaction, reservation: Reservation) {
  const { lines, delivery } = reservation;
  if (delivery.deliveryDate && delivery.deliveryWindow) {
    await takeDeliveryPlace(tx, delivery.deliveryDate, delivery.deliveryWindow);
  }
  for (const line of lines) await takeLineStock(tx, line);
  const services = await priceServices(tx, reservation.services);
  const goodsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const subtotalCents = goodsCents + servicesCents(services);
  if (subtotalCents > ORDER_TOTAL_MAX_CENTS)
    throw new ConflictError(ORDER_TOTAL_LIMIT_MESSAGE, 'total_limit');
  // A voucher takes off what the goods cost, never the services (decision 0061).
  const { voucher, discountCents } = await redeemVoucher(
    tx,
    reservation.voucherId,
    goodsCents,
    reservation.now,
  );
  const session = await insertCheckoutSession(
    tx,
    {
      ...reservation.session,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      subtotalCents,
      discountCents,
      totalCents: Math.max(0, subtotalCents - discountCents),
      expiresAt: reservation.expiresAt,
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

export type ReservedCheckout = Awaited<ReturnType<typeof reserveLines>>;

function servicesCents(services: readonly ServiceLine[]): number {
  return services.reduce((sum, service) => sum + service.unitPriceCents * service.qty, 0);
}

/** Takes one line's stock, or refuses the checkout naming what is left of it. */
async function takeLineStock(tx: Transaction, line: ReservedLine): Promise<void> {
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
