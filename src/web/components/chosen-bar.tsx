import type { ReactNode } from 'react';
import { secondaryButtonClass } from './button-classes';

/** "Choose all N shown": every row the filters show, or none again. */
export function ChooseAll({
  shown,
  all,
  onToggle,
}: {
  shown: number;
  all: boolean;
  onToggle: () => void;
}) {
  if (shown === 0) return null;
  return (
    <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-navy">
      <input type="checkbox" checked={all} onChange={onToggle} className="size-5 accent-navy" />
      Choose all {shown} shown
    </label>
  );
}

interface ChosenBarProps {
  /** Names the bar for screen readers: "Chosen orders". */
  label: string;
  /** "2 orders chosen". */
  summary: string;
  onClear: () => void;
  /** The changes the chosen rows can be given together. */
  children: ReactNode;
}

/**
 * The bar of a bulk change (issue 25): what is chosen, the changes for all of it, and a way to
 * clear the choice. It stays at the top while the list scrolls under it.
 */
export function ChosenBar({ label, summary, onClear, children }: ChosenBarProps) {
  return (
    <section
      aria-label={label}
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-navy bg-white p-3 shadow-sm"
    >
      <p className="font-medium text-navy">{summary}</p>
      {children}
      <button type="button" onClick={onClear} className={secondaryButtonClass}>
        Clear choice
      </button>
    </section>
  );
}
