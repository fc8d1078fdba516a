import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { COLLECTIONS } from './constants.js';
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  WEAK_PASSWORD_LEAD,
} from './password-feedback-text.js';

/**
 * How guessable a new password may be, judged the same way by the server (which decides) and by
 * the forms' strength hint (which only advises). This module carries zxcvbn-ts and its
 * dictionaries (about 840 kB gzip): the browser loads it with a dynamic import, never on the
 * first page. Why these numbers: docs/decisions/0039-passwords-judged-by-guessability.md.
 */

/**
 * zxcvbn's score 3 means at least 10^8 guesses: safe against a throttled online attack and slow
 * to crack offline from an argon2id hash. Scores 0 to 2 are refused.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Words an attacker aiming at this shop tries first, as if every customer had typed them. */
const SHOP_WORDS = [
  ...COLLECTIONS,
  'bettersleep',
  'mattress',
  'mattresses',
  'singapore',
  'pillow',
  'bedding',
].map((word) => word.toLowerCase());

/**
 * The check is synchronous and its time grows with the length and with the characters that could
 * be look-alikes (`1 ! | 3 @ $ 0`): the first 32 characters, with at most 25 look-alike readings,
 * keep the slowest password near 50 ms on the server. Anything after the 32nd character only adds
 * to a password's strength.
 */
const OPTIONS: OptionsType = {
  dictionary: { ...common.dictionary, ...english.dictionary, userInputs: SHOP_WORDS },
  graphs: common.adjacencyGraphs,
  translations: {
    ...english.translations,
    warnings: PASSWORD_WARNINGS,
    suggestions: PASSWORD_SUGGESTIONS,
  },
  maxLength: 32,
  l33tMaxSubstitutions: 25,
};

/** Whose password it is: their address and name make it easier to guess when it contains them. */
export interface PasswordOwner {
  email?: string | undefined;
  name?: string | null | undefined;
}

export interface PasswordJudgement {
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** Why the password is refused and how to do better; null when it may be used. */
  problem: string | null;
}

/** Pieces shorter than this match by chance in any password. */
const MIN_OWNER_WORD_LENGTH = 3;
/** Runs of neighbouring pieces are counted up to this many: a given name and a two-part surname. */
const MAX_PIECES_IN_RUN = 3;

/**
 * The text, and every run of up to 3 neighbouring pieces in it, both as written and run together:
 * `tan.mei.ling` gives tan, tan.mei, tanmei, mei, mei.ling, meiling, ling, tan.mei.ling, tanmeiling.
 */
function pieceRuns(text: string, piece: RegExp): string[] {
  const pieces = [...text.matchAll(piece)];
  const runs = [text];
  pieces.forEach((first, index) => {
    for (const last of pieces.slice(index, index + MAX_PIECES_IN_RUN)) {
      const written = text.slice(first.index, last.index + last[0].length);
      runs.push(written, written.replace(/[^\p{L}\p{N}]+/gu, ''));
    }
  });
  return runs;
}

/** What an attacker knows of the owner: `tan.meiling88@example.sg`, `Tan Mei Ling`, in pieces. */
function ownerWords({ email, name }: PasswordOwner): string[] {
  const [local = '', domain = ''] = (email ?? '').toLowerCase().split('@');
  const words = [local, domain, (name ?? '').toLowerCase()].flatMap((text) => [
    ...pieceRuns(text, /[\p{L}\p{N}]+/gu),
    ...pieceRuns(text, /\p{L}+/gu),
  ]);
  return [...new Set(words)].filter((word) => word.length >= MIN_OWNER_WORD_LENGTH);
}

let zxcvbn: ZxcvbnFactory | undefined;

/** Judges a new password: too easy to guess (with why and how to do better), or good enough. */
export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordJudgement {
  // Built on first use: ranking the dictionaries takes a moment no other caller should pay for.
  zxcvbn ??= new ZxcvbnFactory(OPTIONS);
  const { score, feedback } = zxcvbn.check(password, ownerWords(owner));
  if (score >= PASSWORD_MIN_SCORE) return { score, problem: null };
  const problem = [WEAK_PASSWORD_LEAD, feedback.warning, ...feedback.suggestions]
    .filter(Boolean)
    .join(' ');
  return { score, problem };
}
