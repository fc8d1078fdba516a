import { describe, expect, it } from 'vitest';
import { crossedRangeMessage, rangeQueryOf, rangeSubtitle } from './range';

describe('analytics range', () => {
  it('uses the custom dates only when both are set and in order', () => {
    expect(rangeQueryOf({ days: 30, from: '2026-03-01', to: '2026-03-09' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-09',
    });
    expect(rangeQueryOf({ days: 7, from: '2026-03-01', to: '' })).toEqual({ days: 7 });
    expect(rangeQueryOf({ days: 90, from: '2026-03-09', to: '2026-03-01' })).toEqual({ days: 90 });
    expect(rangeQueryOf({ days: 30, from: '2026-03-01', to: '2026-03-01' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-01',
    });
  });

  it('says so when From is after To, naming the days shown instead', () => {
    expect(crossedRangeMessage({ days: 90, from: '2026-03-09', to: '2026-03-01' })).toBe(
      'From (9 Mar 2026) is after To (1 Mar 2026), so the figures are for the last 90 days. Put the dates in order, or Clear them.',
    );
    expect(crossedRangeMessage({ days: 30, from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(crossedRangeMessage({ days: 30, from: '2026-03-09', to: '' })).toBeUndefined();
  });

  it('says which days it shows', () => {
    expect(rangeSubtitle({ days: 30 })).toBe('last 30 days');
    expect(rangeSubtitle({ start: '2026-03-01', end: '2026-03-09' })).toBe(
      '1 Mar 2026 – 9 Mar 2026',
    );
  });
});
