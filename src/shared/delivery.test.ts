import { describe, expect, it } from 'vitest';
import {
  deliveryDayProblem,
  deliveryDays,
  formatDeliverySlot,
  joinUnit,
  normalisePhone,
  splitUnit,
} from './delivery.js';

// 23:30 on Friday 18 Dec 2026 in Singapore is still the 18th there (15:30 UTC).
const NOW = new Date('2026-12-18T15:30:00Z');
const HOLIDAYS = new Map([
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
]);

describe('delivery slots', () => {
  it('counts the 7 days and the 4 weeks from the Singapore day of the order', () => {
    const days = deliveryDays(NOW, new Set(HOLIDAYS.keys()));
    expect(days[0]).toBe('2026-12-26');
    expect(days.at(-1)).toBe('2027-01-15');
    expect(days).not.toContain('2026-12-27');
    expect(days).not.toContain('2027-01-01');
    // One minute later it is the 19th in Singapore: the range moves on.
    expect(deliveryDays(new Date('2026-12-18T16:01:00Z'), new Set())[0]).toBe('2026-12-26');
    expect(deliveryDays(new Date('2026-12-18T16:01:00Z'), new Set()).at(-1)).toBe('2027-01-16');
  });

  it('says why a day cannot be booked', () => {
    expect(deliveryDayProblem('2026-12-24', NOW, HOLIDAYS)).toBe(
      'The earliest delivery date is Sat, 26 Dec 2026: deliveries are booked from 7 days after ordering.',
    );
    expect(deliveryDayProblem('2026-12-25', NOW, HOLIDAYS)).toBe(
      'We do not deliver on public holidays (Christmas Day). Please choose another date.',
    );
    expect(deliveryDayProblem('2027-01-01', NOW, HOLIDAYS)).toBe(
      "We do not deliver on public holidays (New Year's Day). Please choose another date.",
    );
    expect(deliveryDayProblem('2026-12-27', NOW, HOLIDAYS)).toBe(
      'We do not deliver on Sundays. Please choose another date.',
    );
    expect(deliveryDayProblem('2027-01-16', NOW, HOLIDAYS)).toBe(
      'The latest delivery date is Fri, 15 Jan 2027: deliveries are booked up to 4 weeks ahead.',
    );
    expect(deliveryDayProblem('2027-01-15', NOW, HOLIDAYS)).toBeUndefined();
  });

  it('words a slot one way everywhere', () => {
    expect(formatDeliverySlot('2026-12-26', '10-13')).toBe('Sat, 26 Dec 2026, 10am–1pm');
    expect(formatDeliverySlot('2027-01-04', '15-18')).toBe('Mon, 4 Jan 2027, 3pm–6pm');
  });
});

describe('phone and unit', () => {
  it('takes Singapore numbers in the ways people write them', () => {
    for (const input of ['91234567', '9123 4567', '+65 9123 4567', '+65-9123-4567', '6591234567']) {
      expect(normalisePhone(input)).toBe('+65 9123 4567');
    }
    expect(normalisePhone('6123 4567')).toBe('+65 6123 4567');
    for (const input of ['1234 5678', '7123 4567', '9123 456', '+44 9123 4567', '']) {
      expect(normalisePhone(input)).toBeUndefined();
    }
  });

  it('joins and splits the unit number', () => {
    expect(joinUnit('10 Tampines Central 1', '#03-21')).toBe('10 Tampines Central 1, #03-21');
    expect(splitUnit('10 Tampines Central 1, #03-21')).toEqual({
      street: '10 Tampines Central 1',
      unit: '#03-21',
    });
    expect(splitUnit('5 Jalan Kayu')).toEqual({ street: '5 Jalan Kayu', unit: '' });
  });
});
