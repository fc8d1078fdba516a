import { describe, expect, it } from 'vitest';
import { createOutboxSeal } from '#server/modules/mail/outbox-seal.js';

const CURRENT = 'current-secret-of-at-least-32-characters';
const PREVIOUS = 'previous-secret-of-at-least-32-characters';
const LINK = 'Reset: https://shop.example/reset?token=abc123';

describe('outbox seal', () => {
  it('hides the text, differently each time, and opens it again', () => {
    const seal = createOutboxSeal([CURRENT]);
    const first = seal.seal(LINK);
    const second = seal.seal(LINK);
    expect(first).toMatch(/^sealed:v1:[\w-]+$/);
    expect(first).not.toContain('token=abc123');
    expect(first).not.toBe(second);
    expect(seal.open(first)).toBe(LINK);
    expect(seal.open(seal.seal(''))).toBe('');
  });

  it('opens what the previous secret sealed, during a rotation', () => {
    const sealedBefore = createOutboxSeal([PREVIOUS]).seal(LINK);
    expect(createOutboxSeal([CURRENT, PREVIOUS]).open(sealedBefore)).toBe(LINK);
    expect(() => createOutboxSeal([CURRENT]).open(sealedBefore)).toThrow(/no longer has/);
  });

  it('refuses a value changed in the database', () => {
    const seal = createOutboxSeal([CURRENT]);
    const sealed = seal.seal(LINK);
    const prefix = 'sealed:v1:';
    // One bit of the stored bytes changed (not one base64 letter: the last one may carry only
    // padding bits, which decode to the same bytes).
    const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
    for (const at of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed.writeUInt8(changed.readUInt8(at) ^ 1, at);
      expect(() => seal.open(`${prefix}${changed.toString('base64url')}`)).toThrow();
    }
  });

  it('passes a body queued before sealing through as it is', () => {
    expect(createOutboxSeal([CURRENT]).open('Plain text from before')).toBe(
      'Plain text from before',
    );
  });
});
