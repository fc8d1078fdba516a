import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  shopDay,
} from './time.js';

describe("time: the shop's days and dates are Singapore's", () => {
  it('names the day an instant falls on in Singapore, not in UTC', () => {
    expect(shopDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(shopDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('formats instants in Singapore time and dates as the Singapore day they name', () => {
    expect(formatDateTime('2026-11-22T12:15:00Z')).toBe('22 Nov 2026, 8:15 pm');
    expect(formatDateTime(new Date('2026-11-22T16:30:00Z'))).toBe('23 Nov 2026, 12:30 am');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T16:30:00Z')).toBe('23 Nov 2026');
    expect(formatLongDate(new Date('2026-11-22T16:30:00Z'))).toBe('23 November 2026');
    expect(formatShortDate('2026-11-22')).toBe('22 Nov');
    expect(formatShortDate('2027-01-01')).toBe('1 Jan');
  });
});
