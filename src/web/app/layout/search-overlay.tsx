import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { CloseButton } from '#web/components/close-button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { SearchIcon } from '#web/components/icons.tsx';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Runs after the dialog's own effect has shown it; the browser would focus the close button.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    onClose();
    navigate(pagePaths.search(query));
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-x-0 top-0 w-full"
    >
      <div className="bg-cream px-4 py-6 shadow-xl shadow-navy/20 sm:px-8 sm:py-10">
        <div className="mx-auto max-w-3xl">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-xl text-navy">
              Search the shop
            </h2>
            <CloseButton label="Close search" onClick={onClose} />
          </div>
          {/* A fresh form each time it opens, so an old query does not linger. */}
          {open && (
            <search>
              <form onSubmit={submit} className="mt-4 flex gap-2">
                <label htmlFor={`${titleId}-q`} className="sr-only">
                  Search products
                </label>
                <input
                  id={`${titleId}-q`}
                  name="q"
                  type="search"
                  ref={inputRef}
                  autoComplete="off"
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
          )}
          <p className="mt-3 text-sm text-muted max-sm:hidden">
            Tip: press <kbd className="rounded border border-sand-deep px-1">/</kbd> or{' '}
            <kbd className="rounded border border-sand-deep px-1">Ctrl K</kbd> to search from any
            page.
          </p>
        </div>
      </div>
    </Dialog>
  );
}
