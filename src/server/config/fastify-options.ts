import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { redactedErrorSerializer } from '#server/lib/log-redaction.js';
import { answerFrameworkError } from '#server/plugins/error-handler.js';
import { requestIdGenerator } from '#server/plugins/request-id.js';
import { OneLineRequestLog } from '#server/plugins/request-log.js';
import type { AppConfig } from './config.js';
import { fastifyTrustProxy } from './trust-proxy.js';

/** How the Fastify server is made: its logging, trusted proxies, request ids and router. */
export function fastifyOptions(
  config: AppConfig,
  logStream: DestinationStream | undefined,
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
      serializers: { err: redactedErrorSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The id is in every log line of the request (as reqId) and in its X-Request-Id answer.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a broken %-escape, an over-long parameter) in the shop's shape.
    frameworkErrors: answerFrameworkError,
  };
}
