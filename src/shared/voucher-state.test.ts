import { describe, expect, it } from 'vitest';
import { endedWarning, hasEnded, isBeforeStart, voucherState } from './voucher-state.js';

const NOW = new Date('2026-12-03T12:00:00+08:00');
const on = { active: true, startsAt: null, expiresAt: null };

describe('a voucher’s state', () => {
  it('is Active only when switched on, started and not ended', () => {
    expect(voucherState(on, NOW)).toBe('active');
    expect(voucherState({ ...on, startsAt: '2026-12-03T12:00:00+08:00' }, NOW)).toBe('active');
    expect(voucherState({ ...on, active: false }, NOW)).toBe('inactive');
  });

  it('is Scheduled before its start and Expired from the instant of its end', () => {
    expect(voucherState({ ...on, startsAt: '2026-12-03T12:00:00.001+08:00' }, NOW)).toBe(
      'scheduled',
    );
    expect(voucherState({ ...on, expiresAt: '2026-12-03T12:00:00.001+08:00' }, NOW)).toBe('active');
    expect(voucherState({ ...on, expiresAt: new Date(NOW) }, NOW)).toBe('expired');
  });

  it('says Expired even when switched off: switching it on would not bring it back', () => {
    const ended = { active: false, startsAt: null, expiresAt: '2026-12-01T00:00:00Z' };
    expect(voucherState(ended, NOW)).toBe('expired');
  });

  it('reads stored dates and listed ISO instants alike', () => {
    const iso = '2026-12-03T03:59:59.999Z';
    expect(hasEnded({ expiresAt: iso }, NOW)).toBe(true);
    expect(hasEnded({ expiresAt: new Date(iso) }, NOW)).toBe(true);
    expect(isBeforeStart({ startsAt: '2026-12-04T00:00:00+08:00' }, NOW)).toBe(true);
    expect(isBeforeStart({ startsAt: null }, NOW)).toBe(false);
  });
});

describe('the warning of a voucher saved after its end', () => {
  it('names the end in Singapore time', () => {
    expect(endedWarning({ expiresAt: '2026-12-02T15:30:00Z' }, NOW)).toBe(
      'This voucher ended on 2 Dec 2026, 11:30 pm (Singapore time): shoppers cannot use it. Move Ends to a later time to offer it again.',
    );
  });

  it('says nothing of an end still to come, or of no end', () => {
    expect(endedWarning({ expiresAt: '2026-12-31T00:00:00+08:00' }, NOW)).toBeUndefined();
    expect(endedWarning({ expiresAt: null }, NOW)).toBeUndefined();
  });
});
