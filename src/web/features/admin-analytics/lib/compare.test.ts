import { describe, expect, it } from 'vitest';
import { changeOf, formatRate } from './compare';

describe('comparison with the previous period', () => {
  it('gives the direction and the change in percent of the previous figure', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: '50%' });
    expect(changeOf(2, 3)).toEqual({ direction: 'down', percent: '33.3%' });
    expect(changeOf(7, 7)).toEqual({ direction: 'same', percent: '0%' });
  });

  it('has no percentage when there was nothing before', () => {
    expect(changeOf(5, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: '0%' });
  });

  it('writes rates as percentages', () => {
    expect(formatRate(0.6667)).toBe('66.7%');
    expect(formatRate(null)).toBe('–');
  });
});
