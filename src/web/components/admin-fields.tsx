import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { controlClass, Field } from './form-field';

/** What every admin field says around its control; `bind(field)` fills `error` (and the `name`). */
interface FieldFrame {
  label: string;
  /** Shown under the control and announced; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Placement of the whole field (label, control, notes), such as a grid span. */
  className?: string;
  /** The control's look beyond the admin's shared one, such as `uppercase`. */
  controlClassName?: string;
}

type Control<Attributes> = FieldFrame & Omit<Attributes, 'id' | 'className' | 'children'>;

const lookOf = (extra = '') => `${controlClass} ${extra}`.trim();

/** A labelled admin text, number or date box with its hint and error tied to it. */
export function InputField({
  label,
  error,
  hint,
  className,
  controlClassName,
  ...input
}: Control<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...input} className={lookOf(controlClassName)} />}
    </Field>
  );
}

/** A labelled admin number box: nothing below 0 unless `min` says otherwise; `step` is its unit. */
export function NumberField(
  props: Control<InputHTMLAttributes<HTMLInputElement>> & { step: number | string },
) {
  return <InputField type="number" min={0} {...props} />;
}

/** A labelled admin text area, four lines high unless `rows` says otherwise. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  controlClassName = '',
  rows = 4,
  ...textarea
}: Control<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          {...textarea}
          className={lookOf(`py-2 ${controlClassName}`)}
        />
      )}
    </Field>
  );
}

/** The first option of a select that must be answered: it cannot be chosen back. */
export const chooseOption = (
  <option value="" disabled>
    Choose…
  </option>
);

/** The first option of a filter's select: it filters nothing. */
export const allOption = <option value="">All</option>;

interface SelectFieldProps<Value extends string>
  extends Control<SelectHTMLAttributes<HTMLSelectElement>> {
  /** The values to choose from, in order. */
  options: readonly Value[];
  /** How a value reads in the list; the value itself by default. */
  optionLabel?: (value: Value) => string;
  /** An option before the values: `chooseOption` or `allOption`. */
  first?: ReactNode;
}

/** A labelled admin drop-down of fixed values. */
export function SelectField<Value extends string>({
  label,
  error,
  hint,
  className,
  controlClassName,
  options,
  optionLabel = (value) => value,
  first,
  ...select
}: SelectFieldProps<Value>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select} className={lookOf(controlClassName)}>
          {first}
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
