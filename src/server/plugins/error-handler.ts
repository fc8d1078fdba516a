import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientErrorForDatabase, sqlState } from '#server/lib/db-errors.js';
import {
  HttpError,
  InvalidFieldsError,
  listedProblems,
  RefusedInputError,
  TooManyRequestsError,
} from '#server/lib/http-errors.js';
import { errorCodeForStatus } from '#shared/error-codes.js';
import type { ErrorResponse } from '#shared/schemas/errors.js';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * The one place errors become answers: 4xx say what was wrong, 5xx say nothing of our insides, and
 * every answer names its code (src/shared/error-codes.ts) beside the message.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // Each msg is the schema's own sentence, fit to show beside the field; the summary names it.
    const input = hasZodFastifySchemaValidationErrors(error)
      ? new InvalidFieldsError(listedProblems(error.validation))
      : error;
    if (input instanceof RefusedInputError) {
      const body: ErrorResponse = {
        message: input.message,
        code: input.code,
        errors: input.problems,
      };
      return reply.status(input.statusCode).send(body);
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code } satisfies ErrorResponse);
    }
    const refused = clientErrorForDatabase(error);
    if (refused) {
      // One short line: the query and its parameters are the request's data, not ours to keep.
      request.log.warn({ sqlState: sqlState(error) }, 'database refused the request');
      return reply
        .status(refused.statusCode)
        .send({ message: refused.message, code: refused.code } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large or not JSON, the rate limit) name their status only.
      const body: ErrorResponse = { message: error.message, code: errorCodeForStatus(status) };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: GENERIC_SERVER_ERROR, code: 'internal' } satisfies ErrorResponse);
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });

/**
 * Fastify's `frameworkErrors`: the router refuses some URLs before any route, hook or error handler
 * runs (a broken %-escape, a parameter over its length), and would answer in its own shape, with
 * its own FST_ code; these get the shop's shape and a listed code too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const body: ErrorResponse =
    status >= 500
      ? { message: GENERIC_SERVER_ERROR, code: 'internal' }
      : { message: error.message, code: errorCodeForStatus(status) };
  reply.status(status).send(body);
}
