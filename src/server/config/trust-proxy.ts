import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For the shop believes: nobody (`false`), the last N hops (the proxies in front
 * of it), or only hops from the listed addresses and ranges. These are the forms Fastify's
 * `trustProxy` takes; `true` is not among them on purpose (docs/decisions/0012-…).
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's resolver) knows for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_MESSAGE =
  'true would believe any client about its own address (the leftmost X-Forwarded-For is chosen by the sender, so rate limits and stock holds could be dodged); set the number of proxies in front of the shop (usually 1) or their addresses and CIDR ranges, comma-separated';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: `false`, a hop count, or a comma list of addresses and CIDR ranges. */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.toLowerCase();
    if (text === 'false' || text === '' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 32' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is not an IP address or CIDR range (TRUST_PROXY takes false, a hop count, or a comma list of addresses and ranges)`,
    });
    return z.NEVER;
  });

/**
 * The setting as Fastify's `trustProxy`. Fastify 5.12 no longer takes a bare hop count (it cannot
 * tell a proxy from a client that reaches the shop directly), so N hops becomes the function that
 * trusts the peer and the N-1 entries it appended: the address the outermost trusted proxy saw.
 * Sound only when the shop is reachable through those proxies alone (README, decision 0012).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
