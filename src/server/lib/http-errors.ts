import { type ErrorCode, errorCodeForStatus } from '#shared/error-codes.js';

/**
 * Errors a service throws to answer with a 4xx; the error handler turns them into `{message, code}`.
 * The code is the status's own (errorCodeForStatus) unless the thrower names one a client acts on.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? errorCodeForStatus(statusCode);
    // Each subclass is named in logs as itself, without repeating the line in every one.
    this.name = new.target.name;
  }
}

/**
 * What was sent cannot be taken as it stands: answered as `{message, code, errors: [{msg}]}` like
 * the schema validation, so a form shows it beside the field whatever the status.
 */
export class RefusedInputError extends HttpError {}

/** 400: the input breaks a rule the schema cannot check. */
export class ValidationError extends RefusedInputError {
  constructor(message: string, code: ErrorCode = 'invalid_input') {
    super(400, message, code);
  }
}

/** 409: the input was fine but the shop's data says no now (stock, a taken e-mail or code). */
export class ConflictError extends RefusedInputError {
  constructor(message: string, code?: ErrorCode) {
    super(409, message, code);
  }
}

/** 413: a file or its pixels are over the limit. */
export class PayloadTooLargeError extends RefusedInputError {
  constructor(message: string) {
    super(413, message);
  }
}

/** 415: a file that is not one of the image types the shop takes. */
export class UnsupportedMediaTypeError extends RefusedInputError {
  constructor(message: string) {
    super(415, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden', code?: ErrorCode) {
    super(403, message, code);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please log in to continue.', code: ErrorCode = 'login_required') {
    super(401, message, code);
  }
}

/** 429: too many tries; answered with `Retry-After`, the whole seconds until the next may succeed. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: ErrorCode,
  ) {
    super(429, message, code);
  }
}
