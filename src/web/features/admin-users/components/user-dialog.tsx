import type { FormEvent } from 'react';
import { ROLES } from '#shared/constants.js';
import { type AdminUser, updateUserRequestSchema } from '#shared/schemas/users.js';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#shared/staff-roles.js';
import { InputField, SelectField } from '#web/components/admin-fields.tsx';
import { AuditHistory } from '#web/components/audit-history.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { checkValues } from '#web/lib/check-values.ts';
import { useFormFields } from '#web/lib/use-form-fields.ts';
import { useUpdateUser } from '../api/update-user';

/**
 * Spec sections 5 and 6, User edit: name, email (required), role user or admin; an admin's staff
 * role (decision 0064). A customer made admin is first offered the narrowest role that runs a
 * showroom, store staff: the owner chooses to give more.
 */
export function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const { values, bind, setProblem, clearOnInput } = useFormFields({
    name: user.name ?? '',
    email: user.email,
    role: user.acctype,
    staffRole: user.staff_role ?? 'store',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { staffRole, ...fields } = values;
    const checked = checkValues(
      updateUserRequestSchema,
      { ...fields, ...(values.role === 'admin' ? { staffRole } : {}), banned: user.banned },
      'email',
    );
    setProblem(checked.problem ?? null);
    if (checked.data) update.mutate({ id: user.id, changes: checked.data }, { onSuccess: onClose });
  }

  return (
    <FormDialog
      title="Edit User"
      closeLabel="Close user form"
      onClose={onClose}
      width="lg"
      bodyClassName="grid gap-4"
      form={{
        onSubmit: submit,
        onInput: clearOnInput,
        submitLabel: 'Save',
        pending: update.isPending,
      }}
    >
      <InputField label="Name" autoComplete="off" {...bind('name')} />
      <InputField label="Email" type="email" required autoComplete="off" {...bind('email')} />
      <SelectField label="Role" options={ROLES} {...bind('role')} />
      {values.role === 'admin' && (
        <SelectField
          label="Staff role"
          hint="Owner: everything. Store staff: orders, deliveries, claims and stock. Catalogue: products and stock."
          options={STAFF_ROLES}
          optionLabel={(role) => STAFF_ROLE_LABELS[role]}
          {...bind('staffRole')}
        />
      )}
      <AuditHistory entityType="user" entityId={user.id} />
    </FormDialog>
  );
}
