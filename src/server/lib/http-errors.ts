/** Errors a service throws to answer with a 4xx; the error handler turns them into `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    // Each subclass is named in logs as itself, without repeating the line in every one.
    this.name = new.target.name;
  }
}

/**
 * What was sent cannot be taken as it stands: answered as `{message, errors: [{msg}]}` like the
 * schema validation, so a form shows it beside the field whatever the status.
 */
export class RefusedInputError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
  }
}

/** 400: the input breaks a rule the schema cannot check. */
export class ValidationError extends RefusedInputError {
  constructor(message: string) {
    super(400, message);
  }
}

/** 409: the input was fine but the shop's data says no now (stock, a taken e-mail or code). */
export class ConflictError extends RefusedInputError {
  constructor(message: string) {
    super(409, message);
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
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

/** 429: too many tries; answered with `Retry-After`, the whole seconds until the next may succeed. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
