import { hmac } from '#server/lib/tokens.js';
import { isSignedByShop } from '#server/modules/auth/index.js';
import type { UploadContentType } from '#shared/image-upload.js';

/** How long an upload URL works: enough for a 10 MB photo on a slow phone connection. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

export interface UploadGrant {
  key: string;
  contentType: UploadContentType;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** HMAC of everything the URL grants, with a key derived from the session secret for this use. */
export function signUploadGrant(secret: string, grant: UploadGrant): string {
  return hmac(secret, ['upload', grant.key, grant.contentType, grant.expires].join('\n'));
}

/** Whether the signature is the shop's own for this grant and the grant has not expired. */
export function isGenuineUploadGrant(
  acceptedSecrets: readonly string[],
  grant: UploadGrant,
  signature: string,
  now = Date.now(),
): boolean {
  return (
    grant.expires > now &&
    isSignedByShop(acceptedSecrets, signature, (secret) => signUploadGrant(secret, grant))
  );
}
