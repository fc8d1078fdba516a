import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  it('quotes every text cell, doubling its quotes, and leaves numbers and nothing bare', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('Blk 1; #03-21')).toBe('"Blk 1; #03-21"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a,b', 2, null])).toBe('"a,b",2,\r\n');
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['+A1', `"'+A1"`],
    ['-2+3', `"'-2+3"`],
    ['  =1+1', `"'  =1+1"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['＝1+1', `"'＝1+1"`],
  ])('defuses the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([['+65 9123 4567'], ['-12.50'], ['+6591234567'], ['Blk 1;=2+5']])(
    'keeps the ordinary value %j as it is',
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );
});
