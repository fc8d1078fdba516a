import type { ReactNode } from 'react';

interface Choice {
  value: string;
  label: string;
}

interface FinderChoicesProps {
  legend: string;
  /** The answer's field name, as the page's address carries it. */
  name: string;
  type: 'radio' | 'checkbox';
  choices: readonly Choice[];
  /** The values chosen when the page opens. */
  chosen: readonly string[];
  hint?: ReactNode;
  error?: string | undefined;
}

/** One question of the finder: its answers as large tappable chips, chosen ones filled in. */
export function FinderChoices({
  legend,
  name,
  type,
  choices,
  chosen,
  hint,
  error,
}: FinderChoicesProps) {
  const errorId = `finder-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-navy">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-deep bg-white px-4 text-sm text-ink hover:border-navy has-checked:border-navy has-checked:bg-navy has-checked:text-cream has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input
              type={type}
              name={name}
              value={choice.value}
              defaultChecked={chosen.includes(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
