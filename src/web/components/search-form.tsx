import { type FormEvent, type Ref, useId } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { SearchIcon } from './icons';

interface SearchFormProps {
  /** The query the box opens with (the one being shown, on the search page). */
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Runs before the search page opens (the overlay closes itself). */
  onSearch?: () => void;
  label?: string;
}

/** A search box that opens /search?q= for a trimmed, non-empty query (spec section 5). */
export function SearchForm({
  defaultValue = '',
  inputRef,
  onSearch,
  label = 'Search products',
}: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    onSearch?.();
    navigate(pagePaths.search(query));
  }

  return (
    <search>
      <form onSubmit={submit} action={pagePaths.search()} className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          ref={inputRef}
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Mattresses, pillows, toppers…"
          className="min-h-12 w-full min-w-0 rounded-full border border-sand-deep bg-white px-5 text-base text-ink placeholder:text-muted focus:border-navy"
        />
        <button
          type="submit"
          className="flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-navy px-5 font-medium text-cream hover:bg-navy-soft"
        >
          <SearchIcon className="size-5" />
          <span className="max-sm:sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}
