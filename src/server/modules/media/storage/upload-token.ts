import { isUploadContentType, type UploadContentType } from '../../../../shared/image-upload.js';
import { hmac, safeEqual } from '../../../lib/tokens.js';

/** How long an upload URL works: enough for a 10 MB photo on a slow phone connection. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

export interface UploadGrant {
  key: string;
  contentType: UploadContentType;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) => hmac(secret, `upload:${payload}`);

/** `payload.signature`: the grant in base64url JSON, signed with a key only the shop knows. */
export function signUploadToken(secret: string, grant: UploadGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant of a genuine, unexpired token; undefined for anything else. */
export function verifyUploadToken(
  secret: string,
  token: string,
  now = Date.now(),
): UploadGrant | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  if (!safeEqual(signature, sign(secret, payload))) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
    const valid =
      typeof grant.key === 'string' &&
      isUploadContentType(grant.contentType) &&
      typeof grant.expiresAt === 'number' &&
      grant.expiresAt > now;
    return valid ? grant : undefined;
  } catch {
    return undefined;
  }
}
