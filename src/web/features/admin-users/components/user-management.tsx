import { type FormEvent, useState } from 'react';
import { newsletterSubscribersCsvApiPath } from '#shared/admin-api-paths.js';
import { API_BASE } from '#shared/constants.js';
import type { AdminUser } from '#shared/schemas/users.js';
import { STAFF_ROLE_LABELS } from '#shared/staff-roles.js';
import { formatDate } from '#shared/time.js';
import { useSession } from '#web/api/get-session.ts';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { useDeleteUser } from '../api/delete-user';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { useSetBanned } from '../api/set-banned';
import { UserDialog } from './user-dialog';

function UserRow({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  // One's own account cannot be banned or deleted (the server refuses it too): no such buttons.
  const own = useSession().user?.id === user.id;
  const ban = useSetBanned();
  const remove = useDeleteUser();
  async function confirmDelete() {
    const message = 'Delete this user? This cannot be undone.';
    if (!(await askConfirm({ message, confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(user.id);
  }
  // A ban signs the account out everywhere at once: asked first. An unban harms nobody.
  async function toggleBan() {
    const message = `Ban ${user.email}? They are signed out at once and cannot log in until unbanned.`;
    if (!user.banned && !(await askConfirm({ message, confirmLabel: 'Ban', danger: true }))) {
      return;
    }
    ban.mutate({ id: user.id, banned: !user.banned });
  }
  return (
    <li className="grid gap-2 border-b border-sand py-4 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-navy">{user.email}</span>
          <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-navy">
            {user.acctype}
          </span>
          {user.staff_role && (
            <span className="rounded-full bg-navy px-2 py-0.5 text-xs font-medium text-cream">
              {STAFF_ROLE_LABELS[user.staff_role]}
            </span>
          )}
          {user.banned && (
            <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger">
              Banned
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          {user.name ?? 'No name'} · #{user.id} · joined {formatDate(user.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RowButton label={`Edit ${user.email}`} onClick={onEdit}>
          Edit
        </RowButton>
        {!own && (
          <>
            <RowButton
              label={`${user.banned ? 'Unban' : 'Ban'} ${user.email}`}
              onClick={() => void toggleBan()}
            >
              {user.banned ? 'Unban' : 'Ban'}
            </RowButton>
            <RowButton label={`Delete ${user.email}`} onClick={confirmDelete} danger>
              Delete
            </RowButton>
          </>
        )}
        {own && <span className="self-center text-sm text-muted">Your account</span>}
      </div>
    </li>
  );
}

/** Spec section 2, User Management: every user, banned ones too; search and pages of 50. */
export function UserManagement() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ q: '', offset: 0 });
  const users = useUsers(page);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setPage({ q: search.trim(), offset: 0 });
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl text-navy">User Management</h2>
        {/* The owner's export of the newsletter list with its consent records (decision 0068). */}
        <a
          href={`${API_BASE}${newsletterSubscribersCsvApiPath}`}
          download
          className={secondaryButtonClass}
        >
          Download newsletter subscribers (CSV)
        </a>
      </div>
      <search className="mt-4 block max-w-xl">
        <form onSubmit={submitSearch} className="flex gap-2">
          <label htmlFor="admin-user-search" className="sr-only">
            Search users by e-mail or name
          </label>
          <input
            id="admin-user-search"
            type="search"
            placeholder="Search e-mail or name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={`${controlClass} mt-0`}
          />
          <button type="submit" className={secondaryButtonClass}>
            Search
          </button>
        </form>
      </search>
      <QueryStates query={users} failure="Request failed" empty="No users found.">
        {(rows) => (
          <>
            <ul aria-label="Users" className="mt-4 border-t border-sand">
              {rows.map((user) => (
                <UserRow key={user.id} user={user} onEdit={() => setEditing(user)} />
              ))}
            </ul>
            {(page.offset > 0 || rows.length === USERS_PAGE_SIZE) && (
              <nav aria-label="User pages" className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  disabled={page.offset === 0}
                  onClick={() => setPage({ ...page, offset: page.offset - USERS_PAGE_SIZE })}
                  className={secondaryButtonClass}
                >
                  Prev
                </button>
                <span className="text-sm text-muted">
                  {page.offset + 1}–{page.offset + rows.length}
                </span>
                <button
                  type="button"
                  disabled={rows.length < USERS_PAGE_SIZE}
                  onClick={() => setPage({ ...page, offset: page.offset + USERS_PAGE_SIZE })}
                  className={secondaryButtonClass}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </QueryStates>
      {editing && <UserDialog user={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
