import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Mail bodies hold live secrets (reset links, undo links, receipt links) while they wait in the
 * outbox, so they are stored sealed: AES-256-GCM under a key derived from the session secret. A
 * database dump without the secret reads no link; the sender opens them just before sending.
 */
export interface OutboxSeal {
  seal(text: string): string;
  /** The text again; a value stored before sealing existed comes back as it is. */
  open(stored: string): string;
}

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '8ettersleep', 'mail outbox bodies v1', 32));
}

function openWith(key: Buffer, sealed: Buffer): string {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * `secrets`: the current secret first (it seals), then any previous one still accepted, so mail
 * queued just before a rotation is still sent.
 */
export function createOutboxSeal(secrets: readonly string[]): OutboxSeal {
  const [sealKey, ...olderKeys] = secrets.map(keyFrom);
  if (!sealKey) throw new Error('The mail outbox needs the session secret to seal mail');
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const sealed = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      for (const key of [sealKey, ...olderKeys]) {
        try {
          return openWith(key, sealed);
        } catch {
          // Sealed under another of the accepted secrets: try the next.
        }
      }
      throw new Error('A queued mail was sealed with a secret this shop no longer has');
    },
  };
}
