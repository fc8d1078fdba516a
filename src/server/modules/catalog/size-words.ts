import { SIZE_NAMES } from '#shared/constants.js';

/** The words of the bed size names, in lower case: single, super, queen, king. */
export const SIZE_WORDS: readonly string[] = [
  ...new Set(SIZE_NAMES.flatMap((name) => name.toLowerCase().split(' '))),
];

/**
 * Edits a searched word may be away from a size word. Size words are short, so trigram
 * similarity misses their typos ("kng" scores 0.29 against "king"); an edit count does not.
 * One- and two-letter words are too short to guess at.
 */
function allowedEdits(word: string): number {
  if (word.length < 3) return 0;
  return word.length < 6 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters ("singel") each count as one edit.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The size words a searched word (in lower case) is a misspelling of. */
export function sizeWordsSpeltLike(word: string): string[] {
  const edits = allowedEdits(word);
  return SIZE_WORDS.filter((sizeWord) => editDistance(word, sizeWord) <= edits);
}
