import { isIP } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';
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

export const TRUST_PROXY_EVERYONE_MESSAGE =
  'trusts every address, so any client could pick its own with X-Forwarded-For (rate limits and stock holds could be dodged); list only the proxies in front of the shop, or set their number (usually 1)';

/** A range as wide as the whole address space: 0.0.0.0/0, ::/0 and their spellings. */
const isEveryAddress = (entry: string) => /\/0+$/.test(entry);

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
    const everyone = entries.find(isEveryAddress);
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    const message = everyone
      ? `"${everyone}" ${TRUST_PROXY_EVERYONE_MESSAGE}`
      : wrong !== undefined
        ? notAnAddress(wrong)
        : refusedByResolver(entries);
    if (message === undefined) return entries;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const notAnAddress = (entry: string) =>
  `"${entry}" is not an IP address or CIDR range (TRUST_PROXY takes false, a hop count, or a comma list of addresses and ranges)`;

/**
 * Why proxy-addr, which Fastify hands the list to, would refuse it (it throws a TypeError at the
 * first request otherwise, or at boot); undefined when it takes it.
 */
function refusedByResolver(entries: string[]): string | undefined {
  try {
    proxyaddr.compile(entries);
    return undefined;
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)} (TRUST_PROXY takes false, a hop count, or a comma list of addresses and ranges)`;
  }
}

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
