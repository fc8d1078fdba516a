import { useState } from 'react';

/** A mistake found before sending (or named by the server), shown at the field it belongs to. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** The one problem a form shows at a time, and the error text for each field. */
export function useFieldProblem<Field extends string = string>() {
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const errorFor = (field: Field) => (problem?.field === field ? problem.message : undefined);
  return { setProblem, errorFor };
}
