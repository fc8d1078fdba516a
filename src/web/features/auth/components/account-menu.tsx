import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '#web/api/get-session.ts';
import { iconButtonClass } from '#web/components/button-classes.ts';
import { UserIcon } from '#web/components/icons.tsx';
import { useDismiss } from '#web/lib/use-dismiss.ts';
import { useLogOut } from '../hooks/use-log-out';
import { useLoginLink } from '../hooks/use-login-link';
import { accountLinksFor } from '../lib/account-links';

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm text-navy hover:bg-cream hover:text-gold-deep disabled:opacity-60';

/**
 * The profile icon of the top bar (spec section 2): a login link for visitors, and for customers
 * a disclosure opening the My Account panel. It closes on Escape, a click outside or leaving it.
 */
export function AccountMenu() {
  const { user } = useSession();
  const { logOut, pending } = useLogOut();
  const loginLink = useLoginLink();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, rootRef, buttonRef);

  // Opening moves focus into the panel, so keyboard users land on its first entry.
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>('[data-account-item]')?.focus();
  }, [open]);

  if (!user) {
    return (
      <Link to={loginLink} aria-label="Log in" className={iconButtonClass}>
        <UserIcon />
      </Link>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="My Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`${iconButtonClass} relative`}
      >
        <UserIcon />
        {/* A gold dot: the quiet sign of being logged in. */}
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 size-2 rounded-full bg-gold ring-2 ring-cream"
        />
      </button>
      <section
        id={panelId}
        aria-labelledby={titleId}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-2 w-64 rounded-xl border border-sand bg-white p-2 shadow-lg shadow-navy/10"
      >
        <div className="border-b border-sand px-3 pb-3 pt-2">
          <h2 id={titleId} className="font-serif text-lg text-navy">
            My Account
          </h2>
          <p className="truncate text-xs text-muted" title={user.email}>
            {user.email}
          </p>
        </div>
        <ul className="pt-1">
          {accountLinksFor(user).map((link) => (
            <li key={link.to}>
              <Link to={link.to} data-account-item onClick={close} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-sand pt-1">
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
              className={itemClass}
            >
              Log Out
            </button>
          </li>
        </ul>
      </section>
    </div>
  );
}
