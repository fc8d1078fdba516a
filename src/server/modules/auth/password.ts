import { hash, verify } from '@node-rs/argon2';

/** The package's Algorithm is a const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
