import { errorResponseSchema } from '#shared/schemas/errors.js';
import { ApiError, serverMessage } from './api-client';

// Only the list matters here, so an answer with a list but no summary still counts.
const errorListSchema = errorResponseSchema.pick({ errors: true });

/** The `msg` of each entry of a validation answer's `errors` list; empty when there is none. */
export function serverErrorList(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = errorListSchema.safeParse(error.data);
  return parsed.success ? (parsed.data.errors ?? []).map((entry) => entry.msg) : [];
}

/** True when the server answered at all, as opposed to a network failure or a bug of ours. */
export function serverAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0;
}

/** Profile screens (spec section 8): the server message or its joined errors, else the fallback. */
export function profileErrorText(error: unknown, fallback: string): string {
  const joined = serverErrorList(error).join(' ');
  return serverMessage(error) ?? (joined || fallback);
}
