import { useId } from 'react';
import { DELIVERY_SERVICE_MAX_QTY } from '#shared/delivery-services.js';
import { formatCents } from '#shared/money.js';
import type { DeliveryService } from '#shared/schemas/delivery-services.js';

const selectClass =
  'min-h-11 rounded-lg border border-sand-deep bg-white px-3 text-base text-ink focus:border-navy';
const QUANTITIES = Array.from({ length: DELIVERY_SERVICE_MAX_QTY }, (_, index) => index + 1);

interface ServiceChoicesProps {
  /** The services the shop offers now, with their prices. */
  services: readonly DeliveryService[];
  /** How many of each the shopper chose, by code; absent or 0: not chosen. */
  chosen: Record<string, number>;
  onChange: (chosen: Record<string, number>) => void;
  error?: string | undefined;
}

/**
 * The delivery page's services, added to the delivery (decision 0061): a box each, and how many
 * pieces or sets once ticked. What they add to the total is said here; the server prices them.
 */
export function ServiceChoices({ services, chosen, onChange, error }: ServiceChoicesProps) {
  const errorId = useId();
  if (services.length === 0) return null;
  const addedCents = services.reduce(
    (sum, service) => sum + service.priceCents * (chosen[service.code] ?? 0),
    0,
  );
  const choose = (code: string, qty: number) => onChange({ ...chosen, [code]: qty });
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="rounded-lg border border-sand-deep p-3"
    >
      <legend className="px-1 text-sm font-medium text-navy">Add a service (optional)</legend>
      <ul className="flex flex-col gap-3">
        {services.map((service) => {
          const qty = chosen[service.code] ?? 0;
          const boxId = `${errorId}-${service.code}`;
          return (
            <li key={service.code} className="flex items-start gap-3">
              <span className="-m-2.5 grid size-11 shrink-0 place-items-center">
                <input
                  id={boxId}
                  type="checkbox"
                  name={`service-${service.code}`}
                  checked={qty > 0}
                  onChange={(event) => choose(service.code, event.target.checked ? 1 : 0)}
                  aria-invalid={error ? true : undefined}
                  className="size-5 accent-navy"
                />
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={boxId} className="block text-sm leading-6 text-ink">
                  <span className="font-medium text-navy">{service.name}</span>{' '}
                  <span className="whitespace-nowrap tabular-nums">
                    {formatCents(service.priceCents)} per {service.per}
                  </span>
                  <span className="block text-muted">{service.description}</span>
                </label>
                {qty > 0 && service.per !== 'order' && (
                  <label className="mt-2 flex items-center gap-2 text-sm text-ink">
                    {service.per === 'set' ? 'Sets' : 'Pieces'}
                    <select
                      name={`service-${service.code}-qty`}
                      value={qty}
                      onChange={(event) => choose(service.code, Number(event.target.value))}
                      className={selectClass}
                    >
                      {QUANTITIES.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {addedCents > 0 && (
        <p className="mt-3 text-sm text-ink" aria-live="polite">
          Services add <strong className="tabular-nums">{formatCents(addedCents)}</strong> to your
          total.
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
