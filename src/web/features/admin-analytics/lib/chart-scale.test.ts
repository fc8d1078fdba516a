import { describe, expect, it } from 'vitest';
import { axisDollars, labelledDays, niceTicks } from './chart-scale';

describe('daily revenue chart scale', () => {
  it('puts gridlines at round amounts covering the highest day', () => {
    expect(niceTicks(109_000)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(400)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(0)).toEqual([0]);
  });

  it('labels at most the given number of days, always the last', () => {
    expect(labelledDays(7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('writes axis amounts short', () => {
    expect(axisDollars(150_000)).toBe('$1.5K');
    expect(axisDollars(0)).toBe('$0');
  });
});
