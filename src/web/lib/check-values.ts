import type { ZodError, ZodType } from 'zod';
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

/** A number box's value: empty is missing (not 0), so "required" rules can speak. */
export function numberValue(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** Every rule the values broke, each at its field: a form checked whole shows them all at once. */
export function schemaProblems<Field extends string>(error: ZodError): FieldProblem<Field>[] {
  return error.issues.map((issue) => ({
    field: String(issue.path[0] ?? '') as Field,
    message: issue.message,
  }));
}
