interface SwitchProps {
  /** What the switch turns on, for screen readers: "Show Aurora in the shop". */
  label: string;
  checked: boolean;
  /** The state in words, so it never rests on colour alone: "Shown" / "Hidden". */
  onText: string;
  offText: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (WAI-ARIA switch role) that says its state in words. */
export function Switch({ label, checked, onText, offText, onChange, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-navy hover:bg-sand disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? 'bg-success' : 'bg-sand-deep'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${checked ? 'left-5.5' : 'left-0.5'}`}
        />
      </span>
      {checked ? onText : offText}
    </button>
  );
}
