import { type FormEvent, useState } from 'react';

/** A mistake found before sending (or named by the server), shown at the field it belongs to. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/**
 * The one problem a form shows at a time, and the error text for each field. `clearOnInput` goes
 * on the <form>: typing in the field the problem names clears it, so a corrected field stops
 * saying it is wrong (the check runs again on the next submit).
 */
export function useFieldProblem<Field extends string = string>() {
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const errorFor = (field: Field) => (problem?.field === field ? problem.message : undefined);
  const clearOnInput = (event: FormEvent) => {
    const { name } = event.target as { name?: unknown };
    if (problem && typeof name === 'string' && name.startsWith(problem.field)) setProblem(null);
  };
  return { setProblem, errorFor, clearOnInput };
}
