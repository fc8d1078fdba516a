import type { PaymentMethod } from '#shared/payment-methods.js';

/** The sandbox's card rules: Stripe's test cards behave as they do in Stripe's test mode. */

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

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

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
  const digits = digitsOf(card.number);
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

/**
 * The card's brand from its number's first digits (the issuer ranges Stripe's test cards follow):
 * 4 Visa; 51–55 and 2221–2720 Mastercard; 34 and 37 American Express; anything else unknown.
 */
export function cardBrand(number: string): string | null {
  const digits = digitsOf(number);
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) {
    return 'mastercard';
  }
  if (prefix(2) === 34 || prefix(2) === 37) return 'amex';
  return null;
}

/** What the order records of a card the sandbox charged: its brand and last 4 digits. */
export function cardMethod(number: string): PaymentMethod {
  const digits = digitsOf(number);
  return {
    type: 'card',
    brand: cardBrand(digits),
    last4: digits.length >= 4 ? digits.slice(-4) : null,
  };
}
