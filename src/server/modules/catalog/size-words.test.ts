import { describe, expect, it } from 'vitest';
import { editDistance, SIZE_WORDS, sizeWordsSpeltLike } from './size-words.js';

describe('size words', () => {
  it('are the words of the size names', () => {
    expect(SIZE_WORDS).toEqual(['single', 'super', 'queen', 'king']);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('singel', 'single')).toBe(1);
    expect(editDistance('kng', 'king')).toBe(1);
    expect(editDistance('king', 'king')).toBe(0);
    expect(editDistance('', 'king')).toBe(4);
  });

  it('reads typos of size words as the size words', () => {
    expect(sizeWordsSpeltLike('kng')).toEqual(['king']);
    expect(sizeWordsSpeltLike('qeen')).toEqual(['queen']);
    expect(sizeWordsSpeltLike('sinlge')).toEqual(['single']);
    expect(sizeWordsSpeltLike('supr')).toEqual(['super']);
  });

  it('does not guess at short or distant words', () => {
    expect(sizeWordsSpeltLike('kg')).toEqual([]);
    expect(sizeWordsSpeltLike('pillow')).toEqual([]);
    expect(sizeWordsSpeltLike('sup')).toEqual([]);
  });
});
