import { type FormEvent, useId, useState } from 'react';
import { ROLES, type Role } from '#shared/constants.js';
import { type AdminUser, updateUserRequestSchema } from '#shared/schemas/users.js';
import { AuditHistory } from '#web/components/audit-history.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { DialogHeader } from '#web/components/dialog-header.tsx';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
import { checkValues } from '#web/lib/check-values.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useUpdateUser } from '../api/update-user';

/** Spec sections 5 and 6, User edit: name, email (required), role user or admin. */
export function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const update = useUpdateUser();
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<Role>(user.acctype);
  const { setProblem, errorFor, clearOnInput } = useFieldProblem();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(
      updateUserRequestSchema,
      { name, email, role, banned: user.banned },
      'email',
    );
    if (checked.problem) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    update.mutate(
      { id: user.id, changes: checked.data },
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
      <form
        onInput={clearOnInput}
        noValidate
        onSubmit={submit}
        className="flex h-full flex-col bg-white sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl"
      >
        <DialogHeader
          titleId={titleId}
          title="Edit User"
          closeLabel="Close user form"
          onClose={onClose}
        />
        <div className="grid flex-1 gap-4 overflow-y-auto px-5 py-6">
          <Field label="Name" error={errorFor('name')}>
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
          </Field>
          <Field label="Email" error={errorFor('email')}>
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
          </Field>
          <Field label="Role" error={errorFor('role')}>
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
          </Field>
          <AuditHistory entityType="user" entityId={user.id} />
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
