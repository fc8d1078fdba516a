import { ApiError } from './api-client';
import type { FieldProblem } from './use-field-problem';

/** One entry of a validation answer's `errors` list (the shared error schema's shape). */
interface ListedError {
  msg?: unknown;
  path?: unknown;
}

/**
 * A validation answer of the server, placed at its field when it names one. Read by hand: only the
 * first entry matters, and the query client's failure path, which asks it too, carries no schema.
 */
export function serverProblem(error: unknown): FieldProblem | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const listed = (error.data as { errors?: unknown } | undefined)?.errors;
  const first: ListedError | undefined = Array.isArray(listed) ? listed[0] : undefined;
  if (typeof first?.msg !== 'string' || first.msg === '') return undefined;
  const path = typeof first.path === 'string' ? first.path : '';
  return { field: path.split('.')[0] ?? '', message: first.msg };
}
