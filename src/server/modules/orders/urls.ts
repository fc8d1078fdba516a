import { API_BASE } from '#shared/constants.js';
import { orderTrackingPath } from '#shared/paths.js';

/**
 * Where an order's PDF invoice is. With the checkout session id it also opens for the shopper who
 * paid without an account (the success page and the confirmation mail carry it).
 */
export function receiptPath(orderId: number, providerSessionId?: string): string {
  const base = `${API_BASE}/orders/${orderId}/receipt`;
  return providerSessionId ? `${base}?session_id=${encodeURIComponent(providerSessionId)}` : base;
}

/**
 * Where a refund's credit note is: beside the invoice, opened the same way (the customer's
 * login, an admin's, or the checkout session id the mails carry).
 */
export function creditNotePath(
  orderId: number,
  refundId: number,
  providerSessionId?: string,
): string {
  const base = `${API_BASE}/orders/${orderId}/credit-notes/${refundId}`;
  return providerSessionId ? `${base}?session_id=${encodeURIComponent(providerSessionId)}` : base;
}

/** A credit note's number: its own series, CN- and the refund's id (decision 0054). */
export function creditNoteNumber(refundId: number): string {
  return `CN-${String(refundId).padStart(6, '0')}`;
}

/** A credit note's file name, for the download and the refund mail's attachment alike. */
export function creditNoteFileName(number: string): string {
  return `8ettersleep-credit-note-${number}.pdf`;
}

/** The invoice's file name, for the download and the confirmation mail's attachment alike. */
export function receiptFileName(orderId: number): string {
  return `8ettersleep-order-${orderId}.pdf`;
}

/**
 * The absolute links an order's mails carry: its tracking page and its invoice, both opened by the
 * checkout session id it was paid in, so they work for a guest (docs/decisions/0033).
 */
export function orderMailLinks(
  publicUrl: string,
  orderId: number,
  providerSessionId: string,
): { trackingUrl: string; receiptUrl: string } {
  return {
    trackingUrl: `${publicUrl}${orderTrackingPath(orderId, providerSessionId)}`,
    receiptUrl: `${publicUrl}${receiptPath(orderId, providerSessionId)}`,
  };
}
