import { type FormEvent, useState } from 'react';
import { NumberField } from './admin-fields';
import { secondaryButtonClass } from './button-classes';

interface SettingNumberFormProps {
  label: string;
  hint?: string;
  /** The setting as saved; the box starts from it (key the form by it to start again). */
  value: number;
  max: number;
  /** Said when the box holds anything but a whole number from 0 to `max`. */
  problem: string;
  saving: boolean;
  onSave: (value: number) => void;
}

/** One of the owner's whole-number settings: a box and Save, its problem named at the box. */
export function SettingNumberForm({
  label,
  hint,
  value,
  max,
  problem,
  saving,
  onSave,
}: SettingNumberFormProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = Number(text);
    if (text.trim() === '' || !Number.isInteger(typed) || typed < 0 || typed > max) {
      setShown(problem);
      return;
    }
    onSave(typed);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <NumberField
        label={label}
        hint={hint}
        error={shown}
        inputMode="numeric"
        max={max}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setShown(undefined);
        }}
        controlClassName="w-28"
      />
      <button type="submit" disabled={saving} className={secondaryButtonClass}>
        Save
      </button>
    </form>
  );
}
