import type { OrderItemRow, OrderRow } from '#server/db/schema/index.js';
import { type MailContent, renderMail } from '#server/modules/mail/index.js';
import { deliverySentence } from '#server/modules/orders/index.js';
import { formatCents } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';
import { lineTitle } from './payment-provider.js';

/** The order confirmation (issue 6): order ID, lines, totals, address, delivery estimate, receipt. */
export function orderConfirmationMail(input: {
  order: OrderRow;
  items: Pick<OrderItemRow, 'name' | 'sizeLabel' | 'qty' | 'unitPriceCents'>[];
  orderUrl: string;
  receiptUrl: string;
}): MailContent {
  const { order, items } = input;
  const lines = items.map(
    (item) => `${item.qty} × ${lineTitle(item)} — ${formatCents(item.unitPriceCents * item.qty)}`,
  );
  const totals = [
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [
          `Voucher${order.voucherCode ? ` ${order.voucherCode}` : ''}: −${formatCents(order.discountCents)}`,
        ]
      : []),
    `Total paid: ${formatCents(order.totalCents)} (${order.currency}, GST included)`,
  ];
  const address = [order.shippingName, order.shippingLine1, `Singapore ${order.shippingPostal}`]
    .filter(Boolean)
    .join(', ');
  return {
    subject: `Your ${shopInfo.name} order #${order.id} is confirmed`,
    ...renderMail({
      heading: `Thank you! Order #${order.id} is confirmed.`,
      paragraphs: [
        `We have received your payment for order #${order.id}.`,
        `Items: ${lines.join('; ')}.`,
        totals.join(' · '),
        `Delivery address: ${address}.`,
        `${deliverySentence(order)}. We confirm the delivery window with you one day ahead${order.phone ? ` on ${order.phone}` : ''}.`,
        `Your tax invoice is attached as a PDF; you can also download it at ${input.receiptUrl}`,
      ],
      action: { label: 'View your order', url: input.orderUrl },
      footer: `You get this mail because you placed an order at the ${shopInfo.name} shop.`,
    }),
  };
}
