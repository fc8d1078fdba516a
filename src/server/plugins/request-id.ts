import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fastifyTrustProxy, type TrustProxy } from '#server/config/trust-proxy.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may look like: UUIDs, hex, HAProxy's `%ID` formats. Nothing else is believed:
 * the id is written into every log line of the request, so it must not carry new lines, quotes or
 * a novel's worth of text.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:@+=-]{1,128}$/;

/** Whether the connection's peer is one of the proxies TRUST_PROXY names (or counts). */
function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  const setting = fastifyTrustProxy(trust);
  if (setting === false) return () => false;
  const trusted = typeof setting === 'function' ? setting : proxyaddr.compile(setting);
  return (address) => address !== undefined && trusted(address, 0);
}

/**
 * Fastify's `genReqId`: the id the load balancer gave the request (X-Request-Id), when the
 * request comes from a trusted proxy and the id looks like one, so its logs and ours join up; a
 * new UUID otherwise. A client cannot choose the id its requests are logged under.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromTrustedProxy = trustsPeer(trust);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' &&
      ACCEPTED_ID.test(sent) &&
      fromTrustedProxy(request.socket.remoteAddress)
      ? sent
      : randomUUID();
  };
}

/** Every answer names its request's id, so a shopper's report or a proxy's log finds ours. */
async function requestIdHeader(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export const requestIdHeaderPlugin = fp(requestIdHeader, { name: 'request-id-header' });
