import type { ZodType } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { serverErrorList } from '#web/lib/server-errors.ts';
import type { FieldProblem } from '#web/lib/use-field-problem.ts';

/**
 * The first rule the values break, with the field it belongs to: the browser checks with the
 * same shared schema the server uses, so the messages are the same words in both places.
 */
export function checkValues<T>(
  schema: ZodType<T>,
  values: unknown,
  /** Where a rule about the whole form (no field of its own) shows. */
  fallbackField = '',
): { data: T; problem?: undefined } | { data?: undefined; problem: FieldProblem } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  return {
    problem: {
      field: String(issue?.path[0] ?? fallbackField),
      message: issue?.message ?? 'Invalid value',
    },
  };
}

/** A validation answer of the server, placed at its field when it names one. */
export function serverProblem(error: unknown): FieldProblem | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const data = error.data as { errors?: { msg: string; path?: string }[] } | undefined;
  const first = data?.errors?.[0];
  const message = first?.msg ?? serverErrorList(error)[0];
  return message ? { field: first?.path?.split('.')[0] ?? '', message } : undefined;
}

/** A number box's value: empty is missing (not 0), so "required" rules can speak. */
export function numberValue(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
