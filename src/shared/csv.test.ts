import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  it('escapes quotes and defuses spreadsheet formulas', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a,b', 2, null])).toBe('"a,b",2,\r\n');
  });
});
