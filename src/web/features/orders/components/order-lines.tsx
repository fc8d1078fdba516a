import { formatCents } from '#shared/money.js';
import type { OrderItem } from '#shared/schemas/order.js';
import { sizeText } from '#shared/size-text.js';

/** Items of an order: name, size, quantity and the line's price (unit price × quantity). */
export function OrderLines({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-sand">
      {items.map((item) => (
        <li
          // One line per product and size in an order (the bag's rule); names stay after a delete.
          key={`${item.product_id ?? 'gone'}|${item.name}|${item.size_label ?? ''}`}
          className="flex items-start justify-between gap-4 py-3"
        >
          <div className="min-w-0">
            <p className="font-medium text-navy">{item.name}</p>
            <p className="text-sm text-muted">
              {item.size_label ? `${sizeText(item.size_label)} · ` : ''}Qty {item.qty}
            </p>
          </div>
          <p className="shrink-0 font-medium text-navy">
            {formatCents(item.unit_price_cents * item.qty)}
          </p>
        </li>
      ))}
    </ul>
  );
}
