import { describe, expect, it } from 'vitest';
import { cardMethod } from '#server/modules/payments/sandbox-card.js';

describe('the card a sandbox payment records', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', '4242'],
    ['5555-5555-5555-4444', 'mastercard', '4444'],
    ['5105 1051 0510 5100', 'mastercard', '5100'],
    ['2221 0000 0000 0009', 'mastercard', '0009'],
    ['2720 9900 0000 0005', 'mastercard', '0005'],
    ['3782 822463 10005', 'amex', '0005'],
    ['3400 000000 00009', 'amex', '0009'],
    ['2721 0000 0000 0008', null, '0008'],
    ['6011 1111 1111 1117', null, '1117'],
  ])('%s is brand %s ending %s', (number, brand, last4) => {
    expect(cardMethod(number)).toEqual({ type: 'card', brand, last4 });
  });
});
