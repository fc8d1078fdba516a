import type { VoucherType } from '#shared/constants.js';
import { centsToDollars, dollarsToCents } from '#shared/money.js';
import type { Voucher } from '#shared/schemas/voucher.js';

/** The modal's fields as typed (strings, as inputs hold them). */
export interface VoucherFormValues {
  code: string;
  kind: VoucherType;
  value: string;
  minSubtotal: string;
  maxUses: string;
  startsAt: string;
  expiresAt: string;
  active: boolean;
}

/** Spec section 5: type percent, value 10, min subtotal 0, max uses 0, active. */
export const VOUCHER_FORM_DEFAULTS: VoucherFormValues = {
  code: '',
  kind: 'percent',
  value: '10',
  minSubtotal: '0',
  maxUses: '0',
  startsAt: '',
  expiresAt: '',
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a date-time picker holds it: local time, to the minute. */
export function toPickerValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A picker's local date-time as an ISO instant; empty stays null. */
export function fromPickerValue(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

export function formValuesOf(voucher: Voucher): VoucherFormValues {
  return {
    code: voucher.code,
    kind: voucher.kind,
    value: String(voucher.value),
    minSubtotal: centsToDollars(voucher.min_subtotal_cents).toFixed(2),
    maxUses: String(voucher.max_uses),
    startsAt: toPickerValue(voucher.starts_at),
    expiresAt: toPickerValue(voucher.expires_at),
    active: voucher.active,
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Spec section 3, Voucher as sent: code trimmed and upper case, min subtotal in cents (dollars ×
 * 100 rounded), max uses null when 0 or empty. The shared schema then checks it.
 */
export function payloadOf(values: VoucherFormValues) {
  const maxUses = values.maxUses.trim() === '' ? 0 : Number(values.maxUses);
  const minSubtotal = values.minSubtotal.trim() === '' ? 0 : numberOf(values.minSubtotal);
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    value: values.value.trim() === '' ? undefined : numberOf(values.value),
    minSubtotalCents: Number.isNaN(minSubtotal) ? minSubtotal : dollarsToCents(minSubtotal),
    maxRedemptions: maxUses === 0 ? null : maxUses,
    startsAt: fromPickerValue(values.startsAt),
    expiresAt: fromPickerValue(values.expiresAt),
    active: values.active,
  };
}

/** Which field a schema problem belongs to, by the payload key it names. */
export const FIELD_OF_PAYLOAD_KEY: Record<string, keyof VoucherFormValues> = {
  code: 'code',
  kind: 'kind',
  value: 'value',
  minSubtotalCents: 'minSubtotal',
  maxRedemptions: 'maxUses',
  startsAt: 'startsAt',
  expiresAt: 'expiresAt',
  active: 'active',
};
