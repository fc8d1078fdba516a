import { type ChangeEvent, useState } from 'react';
import { useFieldProblem } from './use-field-problem';

/** The fields of a form that hold text (as inputs and selects hold it), by name. */
type TextField<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form whose values live in state (a dialog that edits a record): `bind(field)` ties a field
 * component to its value, its change and its problem in one spread; `set` changes one value from
 * code (a switch, a value made upper case).
 */
export function useFormFields<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const problems = useFieldProblem();
  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = <Field extends TextField<Values>>(field: Field) => ({
    name: field,
    error: problems.errorFor(field),
    value: values[field] as string,
    // A select offers only the values the form allows, so its text is one of them.
    onChange: (event: ChangeEvent<TextControl>) => set(field, event.target.value as Values[Field]),
  });
  return { ...problems, values, set, bind };
}
