import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { UserDialog } from '#web/features/admin-users/components/user-dialog.tsx';
import { VoucherDialog } from '#web/features/admin-vouchers/components/voucher-dialog.tsx';
import { problemOf } from './support/field-problem';
import { adminUser, noAuditEntries, voucher } from './support/fixtures';
import { renderInApp } from './support/render-in-app';
import { type Answer, refusal, stubServer } from './support/stub-server';

const saved = (fields = {}) => ({
  body: { success: true, message: 'Voucher saved.', voucher: voucher(fields) },
});

async function openAddVoucher() {
  const onClose = vi.fn();
  const rendered = renderInApp(<VoucherDialog voucher={undefined} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add Voucher' });
  return {
    ...rendered,
    dialog,
    onClose,
    field: (label: string) => within(dialog).getByLabelText(label),
  };
}

describe('the admin’s form dialog, its fields and their binding', () => {
  it('labels every field, names the value’s unit by the type and writes the code in capitals', async () => {
    stubServer({});
    const { user, dialog, field } = await openAddVoucher();

    await user.type(field('Code'), 'spring-5');
    expect(field('Code')).toHaveProperty('value', 'SPRING-5');
    expect(field('Value (%)')).toHaveProperty('value', '10');
    await user.selectOptions(field('Type'), 'Fixed amount');
    expect(field('Value ($)')).toHaveProperty('value', '10');
    for (const label of ['Min Subtotal ($)', 'Max Uses (0 = unlimited)', 'Starts', 'Ends']) {
      expect(field(label)).toBeTruthy();
    }
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeTruthy();
  });

  it('shows a problem at its field, sends nothing, and stops showing it as the field is corrected', async () => {
    const server = stubServer({});
    const { user, dialog, field } = await openAddVoucher();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(problemOf(field('Code'))).toBe('Code is required.');
    expect(server.sent).toEqual([]);

    await user.type(field('Code'), 'S');
    expect(problemOf(field('Code'))).toBeUndefined();
  });

  it('sends the form in the shared schema’s shape, waits for the answer, then closes', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const server = stubServer({
      'POST /vouchers': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const { user, dialog, field, onClose } = await openAddVoucher();
    await user.type(field('Code'), 'spring-5');
    await user.selectOptions(field('Type'), 'Fixed amount');
    await user.clear(field('Value ($)'));
    await user.type(field('Value ($)'), '15');
    await user.clear(field('Min Subtotal ($)'));
    await user.type(field('Min Subtotal ($)'), '100');
    await user.clear(field('Max Uses (0 = unlimited)'));
    await user.type(field('Max Uses (0 = unlimited)'), '3');

    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.click(create);
    await vi.waitFor(() => expect(create).toHaveProperty('disabled', true));
    expect(onClose).not.toHaveBeenCalled();
    answer(saved({ code: 'SPRING-5', kind: 'fixed', value: 15 }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sentTo('POST /vouchers')[0]?.body).toEqual({
      code: 'SPRING-5',
      kind: 'fixed',
      value: 15,
      minSubtotalCents: 10_000,
      maxRedemptions: 3,
      startsAt: null,
      expiresAt: null,
      active: true,
    });
  });

  it('stays open when the save is refused and says why in the dialog, the server’s words first', async () => {
    stubServer({
      'POST /vouchers': refusal(
        409,
        'A voucher with this code already exists.',
        'voucher_code_taken',
      ),
    });
    const { user, dialog, field, onClose } = await openAddVoucher();

    await user.type(field('Code'), 'WELCOME10');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const toast = await within(dialog).findByRole('alert');
    expect(toast.textContent).toBe('A voucher with this code already exists.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Failed to save voucher" when the server could not be reached', async () => {
    stubServer({ 'POST /vouchers': 'network down' });
    const { user, dialog, field } = await openAddVoucher();

    await user.type(field('Code'), 'WELCOME10');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to save voucher');
  });

  it('closes by Cancel and by its ×, named for what it closes', async () => {
    stubServer({});
    const { user, dialog, onClose } = await openAddVoucher();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close voucher form' }));

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('edits a user: the fields start from the user, and Save sends them with the ban kept', async () => {
    const user42 = adminUser();
    const server = stubServer({
      'GET /admin/audit': noAuditEntries,
      'PUT /users/42': ({ body }) => ({
        body: { success: true, message: 'User updated.', user: { ...user42, ...(body as object) } },
      }),
    });
    const onClose = vi.fn();
    const { user } = renderInApp(<UserDialog user={user42} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Mei Ling');
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', 'mei.ling@example.sg');

    // A staff role is asked only of an admin, store staff offered first.
    expect(within(dialog).queryByLabelText('Staff role')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    const staffRole = within(dialog).getByLabelText('Staff role');
    expect(staffRole).toHaveProperty('value', 'store');
    await user.selectOptions(staffRole, 'catalogue');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sentTo('PUT /users/42')[0]?.body).toEqual({
      name: 'Mei Ling',
      email: 'mei.ling@example.sg',
      role: 'admin',
      staffRole: 'catalogue',
      banned: false,
    });
  });

  it('holds a detail that is not a form: its own buttons close it off, and no Cancel', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(
      <FormDialog
        title="Order #5"
        closeLabel="Close order"
        onClose={onClose}
        width="3xl"
        bodyClassName="space-y-6"
        actions={
          <button type="button" onClick={onClose}>
            Close
          </button>
        }
      >
        <p>Paid by card.</p>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });

    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
