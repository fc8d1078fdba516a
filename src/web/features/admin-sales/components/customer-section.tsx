import { type FormEvent, useState } from 'react';
import { splitUnit } from '#shared/delivery.js';
import { InputField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { fetchSaleCustomer, useSaleCustomerSearch } from '../api/staff-sales';
import type { SaleDraft } from './sale-draft';

interface Props {
  draft: SaleDraft;
  change: (values: Partial<SaleDraft>) => void;
  errorFor: (path: string) => string | undefined;
}

/**
 * Who buys: found by e-mail, name or phone among the shop's customers (their last phone and
 * address filled in), or typed for somebody new.
 */
export function CustomerSection({ draft, change, errorFor }: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [pickFailure, setPickFailure] = useState<string>();
  const found = useSaleCustomerSearch(q);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
  }

  async function pick(email: string, name: string | null) {
    setPickFailure(undefined);
    try {
      const customer = await fetchSaleCustomer(email);
      const { street, unit } = splitUnit(customer.addressLine ?? '');
      change({
        email,
        name: name ?? customer.name ?? '',
        phone: customer.phone ?? '',
        addressLine: street,
        unitNumber: unit,
        postalCode: customer.postalCode ?? '',
      });
      setQ('');
    } catch (error) {
      setPickFailure(errorText(error, 'Couldn’t load the customer'));
    }
  }

  return (
    <div className="grid gap-3">
      <h3 id="sale-customer" className="text-lg text-navy">
        Customer
      </h3>
      <search>
        <form onSubmit={search} noValidate className="flex gap-2">
          <label htmlFor="sale-customer-search" className="sr-only">
            Find a customer by e-mail, name or phone
          </label>
          <input
            id="sale-customer-search"
            type="search"
            placeholder="Find by e-mail, name or phone"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={`${controlClass} mt-0`}
          />
          <button type="submit" className={secondaryButtonClass}>
            Find
          </button>
        </form>
      </search>
      {pickFailure && <p className="text-sm text-danger">{pickFailure}</p>}
      {q.length >= 2 && found.data && (
        <ul aria-label="Customers found" className="border-t border-sand">
          {found.data.length === 0 && (
            <li className="py-2 text-sm text-muted">No customer matches: enter a new one below.</li>
          )}
          {found.data.slice(0, 8).map((customer) => (
            <li
              key={customer.email}
              className="flex items-center justify-between gap-3 border-b border-sand py-2"
            >
              <span className="min-w-0 break-words text-sm">
                {customer.name && <span className="font-medium">{customer.name} · </span>}
                {customer.email}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => pick(customer.email, customer.name)}
                aria-label={`Sell to ${customer.email}`}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="off"
          value={draft.email}
          error={errorFor('email')}
          onChange={(event) => change({ email: event.target.value })}
        />
        <InputField
          label="Name"
          name="name"
          autoComplete="off"
          value={draft.name}
          error={errorFor('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <InputField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="off"
          value={draft.phone}
          error={errorFor('phone')}
          onChange={(event) => change({ phone: event.target.value })}
        />
      </div>
    </div>
  );
}
