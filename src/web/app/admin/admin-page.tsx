import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { mayUse, STAFF_ROLE_LABELS } from '#shared/staff-roles.js';
import { useSession } from '#web/api/get-session.ts';
import { ConfirmHost } from '#web/components/confirm-host.tsx';
import { Toaster } from '#web/components/toaster.tsx';
import { useLogOut } from '#web/features/auth/hooks/use-log-out.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';

const MAIN_ID = 'admin-main';

/**
 * The screens the signed-in member of staff's role opens (the server refuses the rest), the one
 * the address names among them or else their first, and the one it names outside them, if any.
 */
function useTabs(requested: string | null) {
  const role = useSession().user?.staffRole ?? null;
  const tabs = ADMIN_TABS.filter((tab) => mayUse(role, tab.area));
  const first = tabs[0] as AdminTab;
  const named = ADMIN_TABS.find((tab) => tab.id === requested);
  const open = named !== undefined && tabs.includes(named);
  return { role, tabs, first, current: open ? named : first, refused: open ? null : named };
}

const navItemClass =
  'flex min-h-11 items-center rounded-lg px-4 text-sm font-medium text-cream/85 transition-colors hover:bg-white/10 hover:text-cream aria-[current=page]:bg-cream aria-[current=page]:text-navy';

/**
 * /admin: the staff's own full-width workspace, without the shop's header, footer and chat
 * button. Its screens are a side navigation on wide screens and a menu on phones; `?tab=` names
 * the screen, so each can be linked to. A screen is built on its first visit and then kept, so a
 * half-filled form survives a look at another one.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const { role, tabs, first, current, refused } = useTabs(params.get('tab'));
  const [visited, setVisited] = useState(() => new Set([current.id]));
  const [menuOpen, setMenuOpen] = useState(false);
  const { logOut, pending } = useLogOut();
  usePageTitle(`Admin · ${current.label}`);
  if (!visited.has(current.id)) setVisited(new Set([...visited, current.id]));

  function go(tab: AdminTab) {
    setMenuOpen(false);
    setParams(tab === first ? {} : { tab: tab.id });
  }

  const nav = (
    <ul className="grid gap-1">
      {tabs.map((tab) => (
        <li key={tab.id}>
          <Link
            to={tab === first ? pagePaths.admin : `${pagePaths.admin}?tab=${tab.id}`}
            aria-current={tab.id === current.id ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              go(tab);
            }}
            className={navItemClass}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] print:block print:bg-white">
      <a
        href={`#${MAIN_ID}`}
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-full bg-cream px-5 py-3 font-medium text-navy shadow-lg focus:translate-y-0"
      >
        Skip to content
      </a>
      <header className="bg-navy text-cream print:hidden lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <div>
            <p className="font-semibold tracking-wide">
              8etterSleep <span className="text-gold">Admin</span>
            </p>
            {role && <p className="text-xs text-cream/75">{STAFF_ROLE_LABELS[role]}</p>}
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen(!menuOpen)}
            className="min-h-11 rounded-full border border-cream/40 px-4 text-sm font-medium lg:hidden"
          >
            {menuOpen ? 'Close menu' : `Menu: ${current.label}`}
          </button>
        </div>
        <nav
          id="admin-menu"
          aria-label="Admin"
          className={`${menuOpen ? 'block' : 'hidden'} border-t border-white/10 px-3 pb-4 lg:block lg:flex-1 lg:border-0`}
        >
          {nav}
          <div className="mt-4 grid gap-1 border-t border-white/10 pt-4">
            <Link to={pagePaths.home} className={navItemClass}>
              View shop
            </Link>
            <button
              type="button"
              onClick={() => void logOut()}
              disabled={pending}
              className={`${navItemClass} text-left`}
            >
              Log Out
            </button>
          </div>
        </nav>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
      >
        <h1 className="sr-only">Admin dashboard: {current.label}</h1>
        {refused && role && (
          <p role="alert" className="mb-6 rounded-xl border border-gold bg-gold/10 p-4 text-navy">
            {refused.label} is not part of your staff role ({STAFF_ROLE_LABELS[role]}). Ask an owner
            if you need it; here is {current.label} instead.
          </p>
        )}
        {tabs
          .filter((tab) => visited.has(tab.id))
          .map(({ id, label, Screen }) => (
            <section key={id} hidden={id !== current.id} aria-label={label}>
              <Screen />
            </section>
          ))}
      </main>
      <Toaster />
      <ConfirmHost />
    </div>
  );
}
