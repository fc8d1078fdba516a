import { ApiError } from './api-client';
import type { FieldProblem } from './use-field-problem';

/** One entry of a validation answer's `errors` list (the shared error schema's shape). */
interface ListedError {
  msg?: unknown;
  path?: unknown;
}

/**
 * Every entry of a validation answer of the server, each placed at its field when it names one
 * (the field is "" when it does not). Read by hand: the query client's failure path, which asks it
 * too, carries no schema.
 */
export function serverProblems<Field extends string = string>(
  error: unknown,
): FieldProblem<Field>[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const listed = (error.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: ListedError) => {
    if (typeof entry?.msg !== 'string' || entry.msg === '') return [];
    const path = typeof entry.path === 'string' ? entry.path : '';
    return [{ field: (path.split('.')[0] ?? '') as Field, message: entry.msg }];
  });
}

/** The first problem of a validation answer, for a form that shows one at a time. */
export function serverProblem(error: unknown): FieldProblem | undefined {
  return serverProblems(error)[0];
}
