import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/config/env.js';
import { cardBrand, cardMethod, checkCard } from '#server/modules/payments/sandbox-card.js';
import { gstIncludedCents } from '#shared/gst.js';

const NOW = new Date('2026-11-22T00:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') =>
  checkCard({ number, expiry, cvc }, NOW);

describe('sandbox card rules', () => {
  it('pays with the success test cards, spaces or not', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242424242424242')).toEqual({ ok: true });
  });

  it('refuses the decline and insufficient-funds test cards above the form', () => {
    expect(card('4000 0000 0000 0002')).toEqual({
      ok: false,
      field: null,
      message: 'Your card was declined.',
    });
    expect(card('4000 0000 0000 9995')).toEqual({
      ok: false,
      field: null,
      message: 'Your card has insufficient funds.',
    });
    expect(card('4111 1111 1111 1111')).toMatchObject({ ok: false, field: null });
  });

  it('checks the number (Luhn), the expiry (this month still works) and the CVC', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ field: 'number' });
    expect(card('4242')).toMatchObject({ field: 'number' });
    expect(card('4242 4242 4242 4242', '10/26')).toMatchObject({ field: 'expiry' });
    expect(card('4242 4242 4242 4242', '11/26')).toEqual({ ok: true });
    expect(card('4242 4242 4242 4242', '13/30')).toMatchObject({ field: 'expiry' });
    expect(card('4242 4242 4242 4242', '12/30', '12')).toMatchObject({ field: 'cvc' });
  });

  it('names the brand from the first digits, at the edges of each range', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    for (const number of ['5100', '5555 5555 5555 4444', '2221 0000', '2720 9999']) {
      expect(cardBrand(number)).toBe('mastercard');
    }
    expect(cardBrand('3400 0000')).toBe('amex');
    expect(cardBrand('3782 8224 6310 005')).toBe('amex');
    for (const number of ['5000', '5600', '2220 9999', '2721 0000', '3500', '6011 1111']) {
      expect(cardBrand(number)).toBeNull();
    }
  });

  it('records the brand and the last 4 digits of the card it charged', () => {
    expect(cardMethod('4000 0566 5566 5556')).toEqual({
      type: 'card',
      brand: 'visa',
      last4: '5556',
    });
  });
});

describe('GST on invoices', () => {
  it('is the 9 % contained in a GST-inclusive total, to the cent', () => {
    expect(gstIncludedCents(10_900)).toBe(900);
    expect(gstIncludedCents(206_910)).toBe(17_084);
    expect(gstIncludedCents(0)).toBe(0);
  });
});

describe('payment settings', () => {
  it('needs both Stripe keys or neither', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'Invalid setting STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow('Invalid setting STRIPE_SECRET_KEY');
  });

  it('refuses a production shop without Stripe unless the sandbox is allowed', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => parseEnv(production)).toThrow('Invalid setting STRIPE_SECRET_KEY: is required');
    expect(parseEnv({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).NODE_ENV).toBe('production');
    expect(
      parseEnv({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_abc');
  });
});
