/**
 * What the shopper typed at the bag's delivery step, kept in this tab's sessionStorage so that it
 * survives the round trip to the payment page and back ("Cancel and return", the back button).
 * It stays in the browser: never in a URL, gone with the tab, and forgotten once paid. It is kept
 * for one bag: another bag (a log-in, another account) starts from Settings again.
 */
const DRAFT_KEY = 'bag-delivery-draft';

/** The text fields of the step, as its form holds them. */
export const DELIVERY_TEXT_FIELDS = [
  'phone',
  'addressLine',
  'unitNumber',
  'postalCode',
  'deliveryDate',
  'deliveryWindow',
] as const;

export type DeliveryDraft = Record<(typeof DELIVERY_TEXT_FIELDS)[number], string> & {
  saveAddress: boolean;
  /** How many of each delivery service the shopper chose, by its code (decision 0061). */
  services?: Record<string, number>;
};

/**
 * Checked by hand, not by a schema: the success page forgets the draft, and zod stays out of its
 * first JavaScript (src/web/lib/zod-csp.ts).
 */
function isDraft(value: unknown): value is DeliveryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    DELIVERY_TEXT_FIELDS.every((field) => typeof fields[field] === 'string') &&
    typeof fields.saveAddress === 'boolean' &&
    (fields.services === undefined ||
      (typeof fields.services === 'object' &&
        fields.services !== null &&
        Object.values(fields.services).every(Number.isInteger)))
  );
}

/** Storage may be off (a private window, a full quota): the form then simply starts afresh. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft kept for this bag, if any. */
export function deliveryDraftFor(cartId: number | null): DeliveryDraft | undefined {
  if (cartId === null) return undefined;
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null');
    const { cartId: keptFor, values } = (kept ?? {}) as { cartId?: unknown; values?: unknown };
    return keptFor === cartId && isDraft(values) ? values : undefined;
  } catch {
    return undefined;
  }
}

export function keepDeliveryDraft(cartId: number | null, values: DeliveryDraft): void {
  if (cartId === null) return;
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ cartId, values }));
  } catch {
    // Not kept: the form works as before, without the round trip's memory.
  }
}

/** Paid: the details are the order's now, and the tab keeps no copy. */
export function forgetDeliveryDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
