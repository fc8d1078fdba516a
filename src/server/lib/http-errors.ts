/** Errors a service throws to answer with a 4xx; the error handler turns them into `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refused input: answered as `{message, errors: [{msg}]}` like the schema validation. */
export class ValidationError extends HttpError {
  constructor(message: string, statusCode = 400) {
    super(statusCode, message);
    this.name = 'ValidationError';
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
