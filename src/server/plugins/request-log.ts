import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { levels } from 'pino';
import { redactUrl } from '#server/lib/log-redaction.js';

const PROBES = new Set(['/healthz', '/readyz']);

/** Whether the logger writes lines at `level` ('silent' and unknown levels write none). */
const writesAt = (logger: FastifyBaseLogger, level: 'info' | 'error') =>
  (levels.values[logger.level] ?? Number.POSITIVE_INFINITY) <= (levels.values[level] ?? 0);

/**
 * One log line a request, written when the answer is complete, instead of Fastify's two; the
 * load balancer's probes every few seconds would drown the rest, so they are not logged.
 */
export class OneLineRequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => PROBES.has((request as { url: string }).url) });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Not even made when it would not be written (LOG_LEVEL=warn): redacting the URL of every
    // request was 3 % of the CPU of sending a kept page.
    if (!writesAt(reply.log, error ? 'error' : 'info')) return;
    const line = {
      method: request.method,
      // Reset, receipt and payment links carry their secret in the URL.
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
