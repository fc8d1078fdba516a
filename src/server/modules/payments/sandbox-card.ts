/** The sandbox's card rules: Stripe's test cards behave as they do in Stripe's test mode. */

import type { PaymentMethod } from '#shared/payment-methods.js';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardResult =
  | { ok: true }
  /** A field typed wrong: said next to the field. */
  | { ok: false; field: CardField; message: string }
  /** The card issuer said no: said above the form, and the shopper may try again. */
  | { ok: false; field: null; message: string };

export const TEST_CARD_PAYS = '4242424242424242';
const PAYING_CARDS = new Set([TEST_CARD_PAYS, '5555555555554444', '4000056655665556']);
const REFUSALS = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
]);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or "MM / YY", "MMYY"): valid through the last day of that month. */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM/YY.';
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  return endOfMonth <= now.getTime() ? 'Your card’s expiry date is in the past.' : undefined;
}

export function checkCard(card: CardInput, now: Date): CardResult {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, field: 'expiry', message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, field: 'cvc', message: 'Your card’s security code is invalid.' };
  }
  const refusal = REFUSALS.get(digits);
  if (refusal) return { ok: false, field: null, message: refusal };
  if (!PAYING_CARDS.has(digits)) {
    return {
      ok: false,
      field: null,
      message:
        'Your card was declined. This test page takes test cards only, such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true };
}

/** The brand by the number's first digits (the issuer ranges card networks publish). */
function cardBrand(digits: string): string | null {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** How the order records a card: its brand and last four digits, as a card provider tells them. */
export function cardMethod(number: string): PaymentMethod {
  const digits = number.replace(/[\s-]/g, '');
  return { type: 'card', brand: cardBrand(digits), last4: digits.slice(-4) };
}
