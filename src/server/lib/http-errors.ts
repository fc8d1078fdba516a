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

/** One problem of an input as answers list it: the sentence to show, and the field it is at. */
export interface ListedProblem {
  msg: string;
  path?: string | undefined;
}

/** What a schema validation error of a route reports, one entry per problem. */
interface SchemaIssue {
  instancePath: string;
  message?: string | undefined;
}

/** The issues a route's schema found, each with the dotted path of its field ("" for the body). */
export function listedProblems(issues: readonly SchemaIssue[]): ListedProblem[] {
  return issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { msg: issue.message ?? 'Invalid value', path: field || undefined };
  });
}

/** The one line that sums a list up: its first problem, named by its field. */
function firstProblemText(problems: readonly ListedProblem[]): string {
  const first = problems[0];
  if (!first) return 'Invalid request';
  return first.path ? `${first.path}: ${first.msg}` : first.msg;
}

/**
 * What was sent cannot be taken as it stands: answered as `{message, code, errors: [{msg}]}` like
 * the schema validation, so a form shows it beside the field whatever the status.
 */
export class RefusedInputError extends HttpError {
  /** What the answer lists: the message alone, unless the thrower names every problem. */
  readonly problems: ListedProblem[];

  constructor(statusCode: number, message: string, code?: ErrorCode, problems?: ListedProblem[]) {
    super(statusCode, message, code);
    this.problems = problems ?? [{ msg: message }];
  }
}

/** 400: the input breaks a rule the schema cannot check. */
export class ValidationError extends RefusedInputError {
  constructor(message: string, code: ErrorCode = 'invalid_input') {
    super(400, message, code);
  }
}

/**
 * 400 naming every problem of the input at once, each at its field, as the schema's own answer
 * does: a form that sent several wrong fields hears of all of them in one answer.
 */
export class InvalidFieldsError extends RefusedInputError {
  constructor(problems: ListedProblem[]) {
    super(400, firstProblemText(problems), 'invalid_input', problems);
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
