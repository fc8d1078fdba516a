import { describe, expect, it } from 'vitest';
import {
  buildPayNowPayload,
  crc16Ccitt,
  crcField,
  payNowReference,
} from '#server/modules/payments/paynow-payload.js';
import { emvFields } from '#tests/helpers/emv-fields.js';

const REQUEST = {
  uen: '201912345K',
  amountCents: 123_450,
  reference: 'SBXabc123',
  merchantName: '8etterSleep',
  expiresAt: new Date('2026-12-02T15:30:00Z'),
};

describe('CRC16/CCITT-FALSE', () => {
  it('gives the catalogue check values', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
    expect(crc16Ccitt('')).toBe(0xffff);
    expect(crcField('123456789')).toBe('29B1');
  });
});

describe('the PayNow payload', () => {
  const payload = buildPayNowPayload(REQUEST);
  const fields = emvFields(payload);

  it('is a dynamic SGQR code with the amount, fixed, in Singapore dollars', () => {
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe('1234.50');
    expect(fields.get('58')).toBe('SG');
    expect(fields.get('59')).toBe('8etterSleep');
    expect(fields.get('60')).toBe('Singapore');
  });

  it('pays the UEN, not editable, until the Singapore date it expires', () => {
    const account = emvFields(fields.get('26') ?? '');
    expect(Object.fromEntries(account)).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
      // 15:30 UTC is 23:30 in Singapore: still the 2nd there.
      '04': '20261202',
    });
  });

  it('carries the reference as the bill number and ends with its own CRC', () => {
    expect(emvFields(fields.get('62') ?? '').get('01')).toBe('SBXabc123');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crcField(payload.slice(0, -4)));
  });

  it('uses the Singapore date: 16:30 UTC is already the next day there', () => {
    const late = emvFields(
      buildPayNowPayload({ ...REQUEST, expiresAt: new Date('2026-12-02T16:30:00Z') }),
    );
    expect(emvFields(late.get('26') ?? '').get('04')).toBe('20261203');
  });
});

describe('the sandbox reference', () => {
  it('is up to 25 letters and digits', () => {
    const reference = payNowReference('sbx_Ab-_9'.padEnd(60, 'x'));
    expect(reference).toMatch(/^SBXAb9x+$/);
    expect(reference).toHaveLength(25);
  });
});
