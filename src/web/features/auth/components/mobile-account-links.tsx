import { Link } from 'react-router';
import { useSession } from '#web/api/get-session.ts';
import { UserIcon } from '#web/components/icons.tsx';
import { useLogOut } from '../hooks/use-log-out';
import { useLoginLink } from '../hooks/use-login-link';
import { accountLinksFor } from '../lib/account-links';

interface MobileAccountLinksProps {
  /** The row classes of the menu they sit in. */
  rowClass: string;
  /** Closes the menu after a choice. */
  onNavigate: () => void;
}

/** The account rows of the mobile menu: Log in for visitors, the My Account entries otherwise. */
export function MobileAccountLinks({ rowClass, onNavigate }: MobileAccountLinksProps) {
  const { user } = useSession();
  const { logOut, pending } = useLogOut();
  const loginLink = useLoginLink();

  if (!user) {
    return (
      <li>
        <Link to={loginLink} onClick={onNavigate} className={rowClass}>
          Log in
          <UserIcon className="size-5" />
        </Link>
      </li>
    );
  }

  return (
    <li>
      <p className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-gold-deep">
        My Account
      </p>
      <ul>
        {accountLinksFor(user).map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={rowClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              onNavigate();
              void logOut();
            }}
            className={rowClass}
          >
            Log Out
          </button>
        </li>
      </ul>
    </li>
  );
}
