import { SidebarTabs } from '#web/components/sidebar-tabs.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ADMIN_TABS } from './admin-tabs';

/** /admin: the staff dashboard; the route's loader lets only admins in. */
export function AdminPage() {
  usePageTitle('Admin');
  return (
    <section
      aria-labelledby="admin-title"
      className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Staff</p>
      <h1 id="admin-title" className="mt-2 text-3xl text-navy sm:text-4xl">
        Admin dashboard
      </h1>
      <div className="mt-8">
        <SidebarTabs
          label="Admin"
          tabs={ADMIN_TABS.map(({ id, label, Screen }) => ({ id, label, content: <Screen /> }))}
        />
      </div>
    </section>
  );
}
