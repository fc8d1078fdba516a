import { describe, expect, it } from 'vitest';
import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from './password-feedback-text.js';
import { judgePassword, PASSWORD_MIN_SCORE } from './password-strength.js';

/** Small changes to common passwords, words with years, repeats, sequences and keyboard rows. */
const GUESSABLE = [
  'P@55w0rd!!',
  'Iloveyou2',
  'Football#1',
  'Monkey123!',
  'Sunshine2025',
  'aaaaaaaa',
  'abcd1234',
  'zaq12wsx!',
  'qwertyuiop',
];

const STRONG = [
  'violet kettle under seven pillows',
  'Quiet-Nights-On-Spinal-7',
  'A-much-better-one-42',
  'kx9#Lm2qPz',
];

describe('judgePassword', () => {
  it.each(GUESSABLE)('refuses %s, saying why and how to do better', (password) => {
    const { score, problem } = judgePassword(password);
    expect(score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(problem).toMatch(/^This password is too easy to guess\. /);
    expect(problem).toContain(PASSWORD_SUGGESTIONS.anotherWord);
  });

  it.each(STRONG)('accepts %s', (password) => {
    expect(judgePassword(password)).toEqual({ score: expect.any(Number), problem: null });
    expect(judgePassword(password).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  it('names the reason in the shop’s words', () => {
    expect(judgePassword('Passw0rd!').problem).toBe(
      [
        'This password is too easy to guess.',
        PASSWORD_WARNINGS.similarToCommon,
        PASSWORD_SUGGESTIONS.anotherWord,
        PASSWORD_SUGGESTIONS.capitalization,
        PASSWORD_SUGGESTIONS.l33t,
      ].join(' '),
    );
    expect(judgePassword('abcdefgh123').problem).toContain(PASSWORD_WARNINGS.sequences);
  });

  it('refuses a password made of the owner’s own address or name', () => {
    const owner = { email: 'tan.meiling@example.sg', name: 'Tan Mei Ling' };
    expect(judgePassword('tan.meiling2026').problem).toBeNull();
    expect(judgePassword('tan.meiling2026', owner).problem).toContain(PASSWORD_WARNINGS.userInputs);
    expect(judgePassword('Meiling-2026', { email: 'meiling88@example.sg' }).problem).toContain(
      PASSWORD_WARNINGS.userInputs,
    );
    expect(judgePassword('TanMeiLing-88!', { name: 'Tan Mei Ling' }).problem).toContain(
      PASSWORD_WARNINGS.userInputs,
    );
    expect(judgePassword('Quiet-Nights-On-Spinal-7', owner).problem).toBeNull();
  });

  it('refuses the shop’s own words dressed up', () => {
    for (const password of ['8etterSleep2026', 'Mattress2026!', 'Singapore2026!']) {
      expect(judgePassword(password).problem, password).toContain(PASSWORD_WARNINGS.userInputs);
    }
  });

  it('judges the first 32 characters: what follows only adds strength', () => {
    const strongStart = 'violet kettle under seven pillow';
    expect(judgePassword(`${strongStart}${'!'.repeat(96)}`).problem).toBeNull();
    expect(judgePassword(`${'a'.repeat(32)}violet kettle under seven pillows`).problem).toContain(
      PASSWORD_WARNINGS.simpleRepeat,
    );
  });
});
