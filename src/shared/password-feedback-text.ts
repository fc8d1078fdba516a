import type { TranslationKeys } from '@zxcvbn-ts/core';

/**
 * zxcvbn's feedback in the shop's words. A warning says why a password is easy to guess, a
 * suggestion how to do better; each is a whole sentence, so a message is them one after another.
 */
export const PASSWORD_WARNINGS: TranslationKeys['warnings'] = {
  straightRow: 'A straight row of keys on the keyboard is easy to guess.',
  keyPattern: 'A short pattern of keys on the keyboard is easy to guess.',
  simpleRepeat: 'Repeated characters such as “aaa” are easy to guess.',
  extendedRepeat: 'Repeated patterns such as “abcabc” are easy to guess.',
  sequences: 'Sequences such as “abc” or “1234” are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'It is one of the ten passwords people use most.',
  topHundred: 'It is one of the hundred passwords people use most.',
  common: 'It is one of the passwords people use most.',
  similarToCommon: 'It is a small change to a password many people use.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A name on its own is easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It uses your name or e-mail address, or words about this shop.',
  pwned: 'It has appeared in a data breach.',
};

export const PASSWORD_SUGGESTIONS: TranslationKeys['suggestions'] = {
  l33t: 'Swapping letters for look-alikes, such as “@” for “a”, fools no one: leave them out.',
  reverseWords: 'A word spelt backwards is still easy to guess.',
  allUppercase: 'Capitalise some letters, not all of them.',
  capitalization: 'Capitalise more than the first letter.',
  dates: 'Leave out dates and years that have to do with you.',
  recentYears: 'Leave out recent years.',
  associatedYears: 'Leave out years that have to do with you.',
  sequences: 'Leave out sequences such as “abc” or “1234”.',
  repeated: 'Leave out repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns that change direction several times.',
  anotherWord: 'Add a word or two that people seldom use together.',
  useWords: 'Use a few words that do not belong together, not a well-known phrase.',
  noNeed: 'Unusual words make a strong password without symbols, digits or capitals.',
  pwned: 'If you use this password anywhere else, change it there too.',
};

/** What every refusal starts with; the warning and the suggestions follow it. */
export const WEAK_PASSWORD_LEAD = 'This password is too easy to guess.';
