import { type FormEvent, useId, useRef, useState } from 'react';
import { perUnit } from '#shared/delivery-services.js';
import {
  type DeliveryService,
  updateDeliveryServiceSchema,
} from '#shared/schemas/delivery-services.js';
import { InputField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { showToast } from '#web/lib/toasts.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useSaveDeliveryService } from '../api/delivery-services';
import { priceCentsOf, priceText } from '../lib/price-text';

type Field = 'priceCents' | 'offered';
const FIELDS: readonly string[] = ['priceCents', 'offered'] satisfies Field[];

/**
 * One delivery service's price (typed in dollars, GST included) and whether checkout offers it.
 * The boxes start again from what the server holds whenever that changes (saved here or by
 * someone else), as the saved price's own two decimals. Every problem shows at its field at once.
 */
export function DeliveryServiceForm({ service }: { service: DeliveryService }) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { problems, show, errorFor, clearOnInput } = useFieldProblems<Field>(form);
  const save = useSaveDeliveryService(service.code);
  const [from, setFrom] = useState(service);
  const [price, setPrice] = useState(() => priceText(service.priceCents));
  const [offered, setOffered] = useState(service.offered);
  if (from.priceCents !== service.priceCents || from.offered !== service.offered) {
    setFrom(service);
    setPrice(priceText(service.priceCents));
    setOffered(service.offered);
  }
  const unit = perUnit(service.code);
  const changed = offered !== service.offered || priceCentsOf(price) !== service.priceCents;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateDeliveryServiceSchema.safeParse({
      priceCents: priceCentsOf(price),
      offered,
    });
    if (!parsed.success) return show(schemaProblems<Field>(parsed.error));
    show([]);
    save.mutate(parsed.data, {
      onSuccess: () => showToast('success', `${service.name} saved.`),
      onError: (error) => show(serverProblems<Field>(error)),
    });
  }

  // A refusal the server names no field of ours for still shows on the card.
  const elsewhere = problems.filter((problem) => !FIELDS.includes(problem.field));
  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-sand bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={headingId} className="font-semibold text-navy">
          {service.name}
        </h4>
        <span className={`text-sm ${service.offered ? 'text-muted' : 'font-semibold text-danger'}`}>
          {service.offered ? 'Offered' : 'Not offered'}
        </span>
      </div>
      {/* It takes the card's spare height, so the boxes of cards side by side line up. */}
      <p className="grow text-sm text-muted">{service.description}</p>
      <InputField
        label={`Price ${unit}`}
        hint="In dollars, GST included, such as 120.00."
        name="priceCents"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errorFor('priceCents')}
        controlClassName="tabular-nums"
      />
      <CheckboxField
        name="offered"
        checked={offered}
        onChange={(event) => setOffered(event.target.checked)}
        error={errorFor('offered')}
      >
        Offered at checkout
      </CheckboxField>
      {elsewhere.map((problem) => (
        <FormMessage key={problem.message} tone="error">
          {problem.message}
        </FormMessage>
      ))}
      <button
        type="submit"
        disabled={save.isPending || !changed}
        className={`${primaryButtonClass} self-start`}
      >
        Save
      </button>
    </form>
  );
}
