import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '#web/components/icons.tsx';
import { useDismiss } from '#web/lib/use-dismiss.ts';
import { productLinks } from './nav-links';

/** The desktop Products dropdown: a disclosure that closes on Escape, a click outside or leaving it. */
export function ProductsMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex min-h-11 items-center gap-1 px-3 text-sm font-medium tracking-wide text-navy hover:text-gold-deep"
      >
        Products
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-30 mt-2 w-52 rounded-lg border border-sand bg-white p-2 shadow-lg shadow-navy/10"
      >
        {productLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-navy hover:bg-cream hover:text-gold-deep"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
