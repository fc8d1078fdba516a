import { type FormEvent, useState } from 'react';
import { serverProblem } from './server-problem';

/** A mistake found before sending (or named by the server), shown at the field it belongs to. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/**
 * The one problem a form shows at a time, and the error text for each field. `clearOnInput` goes
 * on the <form>: typing in the field the problem names clears it, so a corrected field stops
 * saying it is wrong (the check runs again on the next submit). `bind(field, start)` hands a
 * field component its name, its error and the value it starts with, in one spread.
 */
export function useFieldProblem<Field extends string = string>() {
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const errorFor = (field: Field) => (problem?.field === field ? problem.message : undefined);
  const clearOnInput = (event: FormEvent) => {
    const { name } = event.target as { name?: unknown };
    if (problem && typeof name === 'string' && name.startsWith(problem.field)) setProblem(null);
  };
  const bind = (field: Field, defaultValue?: string | number) => ({
    name: field,
    error: errorFor(field),
    // Left out when not given, so it never unsets a start value the control was given itself.
    ...(defaultValue === undefined ? {} : { defaultValue }),
  });
  /**
   * A validation answer of the server goes to its field; any other failure is the query client's
   * to alert (a mutation with `meta.formShowsProblems`).
   */
  const showServerProblem = (error: unknown) => {
    const atField = serverProblem(error);
    if (atField) setProblem(atField as FieldProblem<Field>);
  };
  return { setProblem, errorFor, clearOnInput, bind, showServerProblem };
}
