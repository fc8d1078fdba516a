/** The methods a payment page offers (PAYMENT_METHODS, the sandbox's tabs; decision 0051). */
export const ONLINE_PAYMENT_METHOD_TYPES = ['card', 'paynow', 'grabpay'] as const;
export type OnlinePaymentMethodType = (typeof ONLINE_PAYMENT_METHOD_TYPES)[number];

/**
 * How an order was paid: what the success page, receipt, mails, My Orders and the admin show. A
 * sale at the counter (decision 0067) may also be paid by NETS or in cash.
 */
export const PAYMENT_METHOD_TYPES = [...ONLINE_PAYMENT_METHOD_TYPES, 'nets', 'cash'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export type PaymentMethod =
  /** A card, or a wallet paying with one (Apple Pay, Google Pay): brand and last 4 when known. */
  | { type: 'card'; brand: string | null; last4: string | null }
  | { type: 'paynow' }
  | { type: 'grabpay' }
  | { type: 'nets' }
  | { type: 'cash' };

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

const NAMED_METHODS: Record<Exclude<PaymentMethodType, 'card'>, string> = {
  paynow: 'PayNow',
  grabpay: 'GrabPay',
  nets: 'NETS',
  cash: 'Cash',
};

/** "Visa ending 4242", "Card", "PayNow", "GrabPay", "NETS", "Cash". */
export function paymentMethodLabel(method: PaymentMethod): string {
  if (method.type !== 'card') return NAMED_METHODS[method.type];
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
