import type { DeliveryWindow } from '#shared/delivery.js';

/** What the sandbox's page shows of a payment: its amounts, and the delivery the shop collected. */
export interface PayPageSession {
  providerSessionId: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  voucherCode: string | null;
  shippingLine1: string | null;
  shippingPostal: string | null;
  phone: string | null;
  deliveryDate: string | null;
  deliveryWindow: DeliveryWindow | null;
  /** Where the buyer goes once it is paid: the shop's success page, or the page that asked. */
  successPath: string;
}

/** What the shopper typed (sent back so a refused card keeps the rest of the form). */
export interface PayFormValues {
  email: string;
  name: string;
  address: string;
  postal: string;
  phone: string;
  /** "2026-12-05|10-13": the chosen slot's date and window. */
  slot: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type PayFormField = keyof PayFormValues;

/** The payment form as it is shown again: what was typed, and what is wrong with it. */
export interface PayPageState {
  values: Partial<PayFormValues>;
  errors: Partial<Record<PayFormField, string>>;
  /** A refusal of the card issuer, shown above the form. */
  alert?: string | undefined;
}
