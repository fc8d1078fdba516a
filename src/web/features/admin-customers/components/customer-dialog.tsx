import type { ReactNode } from 'react';
import { formatCents } from '#shared/money.js';
import type { CustomerDetail } from '#shared/schemas/customers.js';
import { formatDate, formatDateTime } from '#shared/time.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { StaffNotes } from '#web/components/staff-notes.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { useAddCustomerNote, useCustomer, useDownloadCustomerData } from '../api/customers';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-lg text-navy">{title}</h3>
      {children}
    </section>
  );
}

/** For a customer who asks by phone for what the shop holds (PDPA): their own file, audited. */
function DownloadData({ email }: { email: string }) {
  const download = useDownloadCustomerData(email);
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} justify-self-start`}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? 'Preparing…' : 'Download their data'}
    </button>
  );
}

function Account({ customer }: { customer: CustomerDetail }) {
  const { account } = customer;
  if (!account) return <p className="text-muted">No account: orders placed as a guest only.</p>;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Name</dt>
        <dd>{account.name ?? 'No name'}</dd>
        <dt className="text-muted">Account</dt>
        <dd>
          #{account.id} since {formatDate(account.createdAt)}
          {account.banned && ' · Banned'}
        </dd>
        <dt className="text-muted">E-mail</dt>
        <dd>
          {account.emailVerifiedAt
            ? `Confirmed ${formatDate(account.emailVerifiedAt)}`
            : 'Not confirmed: guest orders stay out of the account'}
        </dd>
      </dl>
      <DownloadData email={customer.email} />
    </>
  );
}

function Orders({ customer }: { customer: CustomerDetail }) {
  if (customer.orders.length === 0) return <p className="text-sm text-muted">No orders yet.</p>;
  return (
    <ul className="grid gap-2">
      {customer.orders.map((order) => (
        <li
          key={order.orderId}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-3"
        >
          <span className="font-medium text-navy">
            Order #{order.orderId}
            <span className="ml-2 text-sm font-normal text-muted">
              {formatDate(order.createdAt)}
              {!order.linked && ' · guest'}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <StatusBadge status={order.status} />
            <span className="font-medium">{formatCents(order.totalCents)}</span>
          </span>
          {order.refundedCents > 0 && (
            <span className="w-full text-sm text-muted">
              Refunded {formatCents(order.refundedCents)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Details({ customer }: { customer: CustomerDetail }) {
  const addNote = useAddCustomerNote(customer.email);
  return (
    <>
      <p className="text-2xl text-navy">
        {formatCents(customer.spendCents)}{' '}
        <span className="text-sm text-muted">
          spent over {customer.orders.length} {customer.orders.length === 1 ? 'order' : 'orders'}
        </span>
      </p>
      <Part title="Account">
        <Account customer={customer} />
      </Part>
      <Part title="Orders">
        <Orders customer={customer} />
      </Part>
      <Part title="Addresses and phones">
        <ul className="grid gap-1 text-sm">
          {customer.addresses.map((address) => (
            <li key={`${address.line1}|${address.postal}`}>
              {address.line1}, Singapore {address.postal}
            </li>
          ))}
          {customer.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="underline">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </Part>
      <StaffNotes
        notes={customer.notes}
        onAdd={(body) => addNote.mutateAsync(body)}
        pending={addNote.isPending}
        showOrder
      />
      <Part title="Mails sent">
        {customer.mails.length === 0 ? (
          <p className="text-sm text-muted">No mails yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {customer.mails.map((mail) => (
              <li key={`${mail.queuedAt}|${mail.subject}`}>
                {mail.subject}
                <span className="text-muted">
                  {' '}
                  · {formatDateTime(mail.sentAt ?? mail.queuedAt)}
                  {mail.status !== 'sent' && ` · ${mail.status}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}

/** One customer as staff see them (issue 25): the account or guest e-mail and all around it. */
export function CustomerDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const customer = useCustomer(email);
  return (
    <FormDialog
      title={email}
      closeLabel="Close customer"
      onClose={onClose}
      width="3xl"
      bodyClassName="grid gap-6"
    >
      <QueryStates query={customer} failure="Failed to load the customer" compact>
        {(detail) => <Details customer={detail} />}
      </QueryStates>
    </FormDialog>
  );
}
