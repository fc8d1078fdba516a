import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from '#server/lib/log-redaction.js';

const PROBES = new Set(['/healthz', '/readyz']);

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
