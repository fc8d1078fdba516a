import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { CloseButton } from '#web/components/close-button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { SearchForm } from '#web/components/search-form.tsx';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  // On the search page the box opens with the query shown, selected so typing replaces it.
  const currentQuery =
    location.pathname === pagePaths.search()
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : '';

  // Runs after the dialog's own effect has shown it; the browser would focus the close button.
  useEffect(() => {
    if (open) inputRef.current?.select();
  }, [open]);

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
          {/* A fresh form each time it opens, with the query of the page it opens on. */}
          {open && (
            <div className="mt-4">
              <SearchForm defaultValue={currentQuery} inputRef={inputRef} onSearch={onClose} />
            </div>
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
