import { inlineLinkClass } from './button-classes';

/** An order's PDF receipt in an admin table: "PDF" to the eye, the order's receipt when heard. */
export function ReceiptLink({ orderId, href }: { orderId: number; href: string }) {
  return (
    <a href={href} className={inlineLinkClass} aria-label={`PDF receipt of order ${orderId}`}>
      PDF
    </a>
  );
}
