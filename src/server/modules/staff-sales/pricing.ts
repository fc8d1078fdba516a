import type { Executor } from '#server/db/client.js';
import type { ListedProblem } from '#server/lib/http-errors.js';
import { findSaleLines, type SaleLineFacts, saleLineKey } from '#server/modules/catalog/index.js';
import type { ReservedLine } from '#server/modules/checkout/index.js';
import { judgeStaffVoucher } from '#server/modules/vouchers/index.js';
import { ORDER_TOTAL_MAX_CENTS } from '#shared/constants.js';
import { gstIncludedCents } from '#shared/gst.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import type { StaffSaleLine, StaffSaleQuote } from '#shared/schemas/staff-sale.js';

/** A sale priced by the server: what the screen shows, and what the checkout reserves. */
export interface PricedSale {
  quote: StaffSaleQuote;
  /** Sorted by product, then size: the order every checkout locks stock rows in. */
  lines: ReservedLine[];
  voucherId: number | null;
}

/** Why a line cannot be sold as asked, or undefined; at most one problem per line. */
function lineProblem(
  line: StaffSaleLine,
  facts: SaleLineFacts | undefined,
  productKnown: boolean,
  unitsPerSize: number,
): ListedProblem | undefined {
  if (!facts) {
    return productKnown
      ? { msg: 'Choose one of the product’s sizes.', path: 'sizeLabel' }
      : { msg: 'This product is not in the catalogue.', path: 'productId' };
  }
  const title = lineTitle(facts);
  if (!facts.isVisible) return { msg: `${title} is no longer sold.`, path: 'productId' };
  if (line.quantity > unitsPerSize) {
    return { msg: `At most ${unitsPerSize} of ${title} in one order.`, path: 'quantity' };
  }
  if (line.quantity > facts.stockQty) {
    const msg =
      facts.stockQty > 0 ? `Only ${facts.stockQty} of ${title} left.` : `${title} is out of stock.`;
    return { msg, path: 'quantity' };
  }
  return undefined;
}

/**
 * Prices a sale as it would be sold now (decision 0067): each line at the catalogue's price of its
 * size, the voucher by the checkout's rules, the total GST included. Every problem is listed, each
 * at its field (`lines.2.quantity`, `voucherCode`), so the screen shows them all at once; the
 * checkout's transaction judges stock and the voucher again when the sale is made.
 */
export async function priceSale(
  db: Executor,
  asked: { lines: StaffSaleLine[]; voucherCode?: string | undefined },
  now: Date,
  unitsPerSize: number,
): Promise<PricedSale> {
  const facts = await findSaleLines(db, asked.lines);
  const knownProducts = new Set([...facts.values()].map((line) => line.productId));
  const problems: ListedProblem[] = [];
  const seen = new Set<string>();
  const lines: (ReservedLine & { stockQty: number })[] = [];
  asked.lines.forEach((line, index) => {
    const key = saleLineKey(line.productId, line.sizeLabel);
    const found = facts.get(key);
    const problem = seen.has(key)
      ? {
          msg: 'This size is in the sale twice: change the quantity of one line.',
          path: 'sizeLabel',
        }
      : lineProblem(line, found, knownProducts.has(line.productId), unitsPerSize);
    seen.add(key);
    if (problem) problems.push({ msg: problem.msg, path: `lines.${index}.${problem.path}` });
    if (found) lines.push({ ...found, quantity: line.quantity });
  });
  const goodsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (goodsCents > ORDER_TOTAL_MAX_CENTS) {
    problems.push({
      msg: `An order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}.`,
      path: 'lines',
    });
  }
  const judged = asked.voucherCode
    ? await judgeStaffVoucher(db, asked.voucherCode, goodsCents, now)
    : undefined;
  if (judged?.problem) problems.push({ msg: judged.problem.message, path: 'voucherCode' });
  const totalCents = Math.max(0, goodsCents - (judged?.discountCents ?? 0));
  return {
    quote: {
      lines: lines.map((line) => ({
        productId: line.productId,
        sizeLabel: line.sizeLabel,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        lineCents: line.unitPriceCents * line.quantity,
        stockQty: line.stockQty,
      })),
      goodsCents,
      discountCents: judged?.discountCents ?? 0,
      totalCents,
      gstCents: gstIncludedCents(totalCents),
      voucherCode: judged?.voucher?.code ?? null,
      problems,
    },
    lines: [...lines].sort(
      (a, b) => a.productId - b.productId || (a.sizeId ?? 0) - (b.sizeId ?? 0),
    ),
    voucherId: judged?.voucher?.id ?? null,
  };
}
