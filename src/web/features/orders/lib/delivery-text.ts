/** Spec section 9: the delivery estimate shown when an order has none. */
export const DEFAULT_ETA_TEXT = '3–5 business days';
