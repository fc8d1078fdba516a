import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#shared/time.js';
import { VoucherDialog } from '#web/features/admin-vouchers/components/voucher-dialog.tsx';
import { VoucherManagement } from '#web/features/admin-vouchers/components/voucher-management.tsx';
import { noAuditEntries, voucher } from './support/fixtures';
import { renderInApp } from './support/render-in-app';
import { stubServer } from './support/stub-server';

/** Long past and far ahead, whenever the test runs: the form judges by the browser's now. */
const LONG_AGO = '2020-01-31T04:30:00.000Z';
const FAR_AHEAD = '2099-01-31T04:30:00.000Z';

describe('a voucher’s state in the admin', () => {
  it('lists an ended voucher as Expired and one not started as Scheduled, not Active', async () => {
    stubServer({
      'GET /vouchers': {
        body: [
          voucher({ id: 1, code: 'RUNNING' }),
          voucher({ id: 2, code: 'ENDED', expires_at: LONG_AGO, state: 'expired' }),
          voucher({ id: 3, code: 'SOON', starts_at: FAR_AHEAD, state: 'scheduled' }),
          voucher({ id: 4, code: 'PAUSED', active: false, state: 'inactive' }),
        ],
      },
    });
    renderInApp(<VoucherManagement />);
    const table = await screen.findByRole('table', { name: 'Vouchers' });
    const stateOf = (code: string) => {
      const row = within(table).getByRole('row', { name: new RegExp(code) });
      return within(row).getAllByRole('cell')[4]?.textContent;
    };

    expect(['RUNNING', 'ENDED', 'SOON', 'PAUSED'].map(stateOf)).toEqual([
      'Active',
      'Expired',
      'Scheduled',
      'Inactive',
    ]);
  });

  it('warns in the form that a voucher has ended, and still saves it', async () => {
    const ended = voucher({ expires_at: LONG_AGO, state: 'expired' });
    const server = stubServer({
      'GET /admin/audit': noAuditEntries,
      'PUT /vouchers/9': { body: { success: true, message: 'Voucher saved.', voucher: ended } },
    });
    const onClose = vi.fn();
    const { user } = renderInApp(<VoucherDialog voucher={ended} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Voucher' });
    const ends = within(dialog).getByLabelText('Ends');

    const warning = `This voucher ended on ${formatDateTime(LONG_AGO)} (Singapore time): shoppers cannot use it. Move Ends to a later time to offer it again.`;
    // Told at the field (its description), as a warning rather than a problem that blocks.
    const describedBy = ends.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(warning);
    expect(ends.getAttribute('aria-invalid')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sentTo('PUT /vouchers/9')[0]?.body).toMatchObject({ expiresAt: LONG_AGO });
  });

  it('says nothing of an end still to come', async () => {
    stubServer({ 'GET /admin/audit': noAuditEntries });
    renderInApp(<VoucherDialog voucher={voucher({ expires_at: FAR_AHEAD })} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Voucher' });

    expect(within(dialog).queryByText(/ended on/)).toBeNull();
  });
});
