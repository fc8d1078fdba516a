import { describe, expect, it } from 'vitest';
import { sizeNameOf, sizeText } from './size-text.js';

describe('size text: a size shows its name with its dimensions', () => {
  it('names the four bed widths from the dimensions alone', () => {
    expect(sizeText('91x190')).toBe('Single 91x190');
    expect(sizeText('107x190')).toBe('Super Single 107x190');
    expect(sizeText('152x190')).toBe('Queen 152x190');
    expect(sizeText('183x190x25')).toBe('King 183x190x25');
  });

  it("prefers the catalogue's name when it is known", () => {
    expect(sizeText('183x190', 'Queen')).toBe('Queen 183x190');
  });

  it('shows only the dimensions of a width that is no bed size', () => {
    expect(sizeNameOf('50x70')).toBeNull();
    expect(sizeText('50x70')).toBe('50x70');
  });
});
