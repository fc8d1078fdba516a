import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '#shared/money.js';
import { formatDate } from '#shared/time.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { useCustomerSearch } from '../api/customers';
import { CustomerDialog } from './customer-dialog';

/** The address keeps the search and the open customer, so a reload or a shared link keeps them. */
function useCustomerParams() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return {
    q: params.get('q') ?? '',
    open: params.get('customer'),
    search: (q: string) => set('q', q),
    show: (email: string | null) => set('customer', email),
  };
}

/**
 * Customers (issue 25): found by part of an e-mail, a name or a phone, accounts and guest e-mails
 * alike; each opens with every order, what they spent and staff's notes.
 */
export function CustomersScreen() {
  const { q, open, search, show } = useCustomerParams();
  const [typed, setTyped] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const found = useCustomerSearch(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = typed.trim();
    setTooShort(query.length < 2);
    if (query.length >= 2) search(query);
  }

  return (
    <div>
      <h2 className="text-2xl text-navy">Customers</h2>
      <search className="mt-4 block max-w-xl">
        <form onSubmit={submit} noValidate className="flex gap-2">
          <label htmlFor="admin-customer-search" className="sr-only">
            Search customers by e-mail, name or phone
          </label>
          <input
            id="admin-customer-search"
            type="search"
            placeholder="E-mail, name or phone"
            value={typed}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'admin-customer-search-problem' : undefined}
            onChange={(event) => setTyped(event.target.value)}
            className={`${controlClass} mt-0`}
          />
          <button type="submit" className={secondaryButtonClass}>
            Search
          </button>
        </form>
        {tooShort && (
          <p id="admin-customer-search-problem" className="mt-2 text-sm text-danger">
            Type at least 2 characters of an e-mail, name or phone.
          </p>
        )}
      </search>
      {q.length >= 2 && (
        <QueryStates query={found} failure="Request failed" empty="No customer matches.">
          {(customers) => (
            <ul aria-label="Customers" className="mt-4 border-t border-sand">
              {customers.map((customer) => (
                <li
                  key={customer.email}
                  className="grid gap-2 border-b border-sand py-4 md:grid-cols-[1fr_auto] md:items-center"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-navy">{customer.email}</p>
                    <p className="text-sm text-muted">
                      {customer.name ?? (customer.userId ? 'No name' : 'Guest')} ·{' '}
                      {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} ·{' '}
                      {formatCents(customer.spendCents)}
                      {customer.lastOrderAt && ` · last ${formatDate(customer.lastOrderAt)}`}
                    </p>
                  </div>
                  <RowButton label={`Open ${customer.email}`} onClick={() => show(customer.email)}>
                    Open
                  </RowButton>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      )}
      {open && <CustomerDialog email={open} onClose={() => show(null)} />}
    </div>
  );
}
