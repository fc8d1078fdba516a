/** How an order was paid: what the success page, receipt, mails, My Orders and the admin show. */
export const PAYMENT_METHOD_TYPES = ['card', 'paynow', 'grabpay'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export type PaymentMethod =
  /** A card, or a wallet paying with one (Apple Pay, Google Pay): brand and last 4 when known. */
  | { type: 'card'; brand: string | null; last4: string | null }
  | { type: 'paynow' }
  | { type: 'grabpay' };

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

/** "Visa ending 4242", "Card", "PayNow", "GrabPay". */
export function paymentMethodLabel(method: PaymentMethod): string {
  if (method.type === 'paynow') return 'PayNow';
  if (method.type === 'grabpay') return 'GrabPay';
  const brand = method.brand ? (BRAND_NAMES[method.brand] ?? method.brand) : 'Card';
  return method.last4 ? `${brand} ending ${method.last4}` : brand;
}

/** An order's method from its stored columns; null on orders placed before it was recorded. */
export function paymentMethodOf(
  type: PaymentMethodType | null,
  brand: string | null,
  last4: string | null,
): PaymentMethod | null {
  if (type === 'card') return { type, brand, last4 };
  return type ? { type } : null;
}

/** "Paid by Visa ending 4242", "Paid by PayNow"; just "Paid" when the method was not recorded. */
export function paidByLabel(method: PaymentMethod | null): string {
  return method ? `Paid by ${paymentMethodLabel(method)}` : 'Paid';
}
