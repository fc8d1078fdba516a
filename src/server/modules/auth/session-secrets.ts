import type { AppConfig } from '#server/config/config.js';
import type { Executor } from '#server/db/client.js';
import { randomToken, safeEqual } from '#server/lib/tokens.js';
import { storedSessionSecret } from './secret-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionSecrets: SessionSecrets;
  }
}

/**
 * The keys of the shop's own signatures (anti-forgery tokens, upload URLs). Everything new is
 * signed with `current`; during a rotation what the previous secret signed is still accepted, so
 * changing SESSION_SECRET logs nobody out and breaks no upload in progress.
 */
export interface SessionSecrets {
  current: string;
  /** `current` first, then SESSION_SECRET_PREVIOUS when set. */
  accepted: readonly string[];
}

/** SESSION_SECRET, or else the one generated for this database and shared by its instances. */
export async function resolveSessionSecrets(
  config: Pick<AppConfig, 'sessionSecret' | 'sessionSecretPrevious'>,
  db: Executor,
): Promise<SessionSecrets> {
  const current = config.sessionSecret ?? (await storedSessionSecret(db, randomToken()));
  return {
    current,
    accepted: config.sessionSecretPrevious ? [current, config.sessionSecretPrevious] : [current],
  };
}

/** Whether `sent` is the signature `sign` makes of the same thing with any accepted secret. */
export function isSignedByShop(
  accepted: readonly string[],
  sent: string,
  sign: (secret: string) => string,
): boolean {
  return accepted.some((secret) => safeEqual(sent, sign(secret)));
}
