import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options. Without a Content-Security-Policy (written below)
 * they depend on nothing in the request, so they are worked out once, on a stand-in answer that
 * records them: @fastify/helmet built helmet's middleware anew for every request and ran it, 5 %
 * of the CPU of sending a kept page.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * A strict Content-Security-Policy: the SPA's scripts and styles are files Vite emits, so nothing
 * inline is allowed to run. Later integrations (payments, image buckets) widen it here, in one place.
 */
async function securityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean /** Where the browser PUTs uploads (an image bucket), if not here. */;
    uploadOrigin?: string | undefined;
  },
): Promise<void> {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(options.uploadOrigin ? [options.uploadOrigin] : [])],
    mediaSrc: ["'self'"],
    frameSrc: ['https://www.openstreetmap.org'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
  // Written once: re-parsing these directives for every request was 5 % of the CPU of serving a
  // kept catalogue answer.
  const policy = Object.entries(directives)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '),
    )
    .join(';');
  const headers = {
    'content-security-policy': policy,
    ...helmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: options.https
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
