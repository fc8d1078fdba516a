import { stdSerializers } from 'pino';
import { sqlState } from './db-errors.js';

export const REDACTED = '[redacted]';

/** Query parameters that carry a secret: reset and receipt tokens, payment sessions, signatures. */
const SECRET_PARAMETER = /token|session|signature|secret|password|key|code|sig$/i;
/** The sandbox payment page's path holds its checkout session id, which opens the page. */
const SECRET_PATH = /^(\/checkout\/pay\/)[^/?#]+/;

/** The URL as the request log keeps it: secret query values and path ids replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(
    SECRET_PATH,
    `$1${REDACTED}`,
  );
  if (queryStart < 0) return path;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      const name = part.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; its value is hidden all the same.
        return `${name}=${REDACTED}`;
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

/** Drizzle's wrapper of a failed query: its message and `params` hold every value sent. */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown[] } {
  const failed = error as { query?: unknown; params?: unknown };
  return typeof failed.query === 'string' && Array.isArray(failed.params);
}

/** Shorter values are no secret, and hiding them would blank out ordinary words and numbers. */
const MIN_HIDDEN_LENGTH = 4;

function hideValues(text: string, values: string[]): string {
  return values.reduce((result, value) => result.replaceAll(value, REDACTED), text);
}

/**
 * Errors as logged. Drizzle puts every query parameter (e-mails, password hashes, tokens) in its
 * message and on `params`, and PostgreSQL repeats an offending value in its own message (`invalid
 * input syntax for type integer: "…"`): the log keeps the SQL, the database's message and the
 * stack, with every parameter's value replaced wherever it appears.
 */
export function redactedErrorSerializer(error: Error): ReturnType<typeof stdSerializers.err> {
  if (!isFailedQuery(error)) return stdSerializers.err(error);
  const values = error.params
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    .filter((value) => value.length >= MIN_HIDDEN_LENGTH);
  // Drizzle's wrapper names the query and holds the driver's error; a driver's own error (PGlite
  // puts query and params on it too) keeps its message.
  const message = error.cause ? `Failed query: ${error.query}` : error.message;
  const logged = new Error(message, { cause: error.cause });
  logged.name = error.name;
  // The frames only: the first lines repeat the message, values included (and may span lines).
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  logged.stack = [`${logged.name}: ${logged.message}`, ...frames].join('\n');
  const serialized = stdSerializers.err(logged);
  return {
    ...serialized,
    code: sqlState(error),
    message: hideValues(serialized.message, values),
    stack: hideValues(serialized.stack, values),
  };
}
