import { ApiError, serverMessage } from '#web/lib/api-client.ts';
import { serverAnswered, serverErrorList } from '#web/lib/server-errors.ts';

/** Spec section 8, Login: the server message, else the status the server answered with. */
export function loginErrorText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status > 0) return `Error ${error.status}`;
  return 'Error: the shop could not be reached. Please check your connection and try again.';
}

/**
 * Spec section 8, Register: the first validation message, else the server message; without an
 * answer at all (network, a fault of ours) the generic sentence.
 */
export function registerErrorText(error: unknown): string {
  if (!serverAnswered(error)) return 'An error occurred while registering.';
  return serverErrorList(error)[0] ?? serverMessage(error) ?? 'Registration failed.';
}
