import type { StaffSaleLine } from '#shared/schemas/staff-sale.js';

/** One line as staff pick it: a product, its size and how many. */
export interface DraftLine extends StaffSaleLine {
  /** React's key for the row, stable while lines are added and removed. */
  key: number;
}

/** The New sale form's values; the server prices and checks all of them (decision 0067). */
export interface SaleDraft {
  email: string;
  name: string;
  phone: string;
  addressLine: string;
  unitNumber: string;
  postalCode: string;
  /** "2026-12-05|10-13", or empty: no slot booked yet. */
  slot: string;
  /** A showroom's id, or 'phone'. */
  where: string;
  voucherCode: string;
  lines: DraftLine[];
  method: string;
  reference: string;
}

export const emptyDraft = (where: string): SaleDraft => ({
  email: '',
  name: '',
  phone: '',
  addressLine: '',
  unitNumber: '',
  postalCode: '',
  slot: '',
  where,
  voucherCode: '',
  lines: [],
  method: '',
  reference: '',
});

/** The lines as the server reads them: only those with a product chosen. */
export function linesOf(draft: SaleDraft): StaffSaleLine[] {
  return draft.lines
    .filter((line) => line.productId > 0)
    .map(({ productId, sizeLabel, quantity }) => ({ productId, sizeLabel, quantity }));
}

/** The body of a payment link or a counter payment. */
export function saleBody(draft: SaleDraft, counter: boolean) {
  const [deliveryDate, deliveryWindow] = draft.slot ? draft.slot.split('|') : [];
  return {
    email: draft.email,
    name: draft.name,
    phone: draft.phone,
    addressLine: draft.addressLine,
    unitNumber: draft.unitNumber,
    postalCode: draft.postalCode,
    deliveryDate,
    deliveryWindow,
    channel: draft.where === 'phone' ? 'phone' : 'showroom',
    showroomId: draft.where === 'phone' ? null : Number(draft.where),
    voucherCode: draft.voucherCode,
    lines: draft.lines.map(({ productId, sizeLabel, quantity }) => ({
      productId,
      sizeLabel,
      quantity,
    })),
    ...(counter ? { method: draft.method, reference: draft.reference } : {}),
  };
}
