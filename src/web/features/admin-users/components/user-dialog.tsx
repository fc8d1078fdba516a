import { type FormEvent, useId, useState } from 'react';
import { ROLES, type Role } from '#shared/constants.js';
import { type AdminUser, updateUserRequestSchema } from '#shared/schemas/users.js';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { CloseButton } from '#web/components/close-button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { AdminField, controlClass } from '#web/features/admin-products/components/admin-field.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
import { useUpdateUser } from '../api/update-user';

/** Spec sections 5 and 6, User edit: name, email (required), role user or admin. */
export function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const update = useUpdateUser();
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<Role>(user.acctype);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateUserRequestSchema.safeParse({ name, email, role, banned: user.banned });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'email'), message: issue?.message ?? '' });
      return;
    }
    setProblem(null);
    update.mutate(
      { id: user.id, changes: parsed.data },
      { onSuccess: onClose, onError: (error) => alertFailure(error, 'Failed to update user') },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="h-dvh w-full sm:mx-auto sm:my-8 sm:h-auto sm:max-w-lg"
    >
      <form noValidate onSubmit={submit} className="flex h-full flex-col bg-white sm:rounded-2xl">
        <div className="flex items-center justify-between gap-4 border-b border-sand px-5 py-3">
          <h2 id={titleId} className="text-xl text-navy">
            Edit User
          </h2>
          <CloseButton label="Close user form" onClick={onClose} />
        </div>
        <div className="grid flex-1 gap-4 overflow-y-auto px-5 py-6">
          <AdminField label="Name" error={errorFor('name')}>
            {(control) => (
              <input
                {...control}
                name="name"
                autoComplete="off"
                value={name}
                onChange={(event) => setName(event.target.value)}
                className={controlClass}
              />
            )}
          </AdminField>
          <AdminField label="Email" error={errorFor('email')}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={controlClass}
              />
            )}
          </AdminField>
          <AdminField label="Role" error={errorFor('role')}>
            {(control) => (
              <select
                {...control}
                name="role"
                value={role}
                onChange={(event) => setRole(event.target.value as Role)}
                className={controlClass}
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-sand px-5 py-4">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
