import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { splitUnit } from '#shared/delivery.js';
import { type DeliveryStepField, deliveryStepSchema } from '#shared/schemas/delivery.js';
import { useDeliveryServices } from '#web/api/get-delivery-services.ts';
import { useDeliverySlots } from '#web/api/get-delivery-slots.ts';
import { getProfileQueryOptions } from '#web/api/get-profile.ts';
import { useSession } from '#web/api/get-session.ts';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { Field, FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import {
  DELIVERY_TEXT_FIELDS,
  type DeliveryDraft,
  deliveryDraftFor,
  keepDeliveryDraft,
} from '#web/lib/delivery-draft.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import type { FieldProblem } from '#web/lib/use-field-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useStartCheckout } from '../api/start-checkout';
import { ServiceChoices } from './service-choices';

const FIELDS: readonly string[] = [
  ...(DELIVERY_TEXT_FIELDS satisfies readonly DeliveryStepField[]),
  'services',
];
const CHECKOUT_FAILURE = 'Could not start the payment. Please try again.';
const selectClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-sand-deep bg-white px-4 text-base text-ink focus:border-navy aria-invalid:border-danger';

const EMPTY_FORM: DeliveryDraft = {
  phone: '',
  addressLine: '',
  unitNumber: '',
  postalCode: '',
  deliveryDate: '',
  deliveryWindow: '10-13',
  saveAddress: false,
};

/** The problems of a refusal that belong to a field of this form (the server names each one). */
function fieldProblemsOf(error: unknown): FieldProblem<DeliveryStepField>[] {
  return serverProblems(error).filter((problem): problem is FieldProblem<DeliveryStepField> =>
    FIELDS.includes(problem.field),
  );
}

interface DeliveryStepProps {
  /** The bag the details are kept for across the payment page's round trip. */
  cartId: number | null;
  onBack: () => void;
  /** Told what the server refused the payment with (the bag may be what has to change). */
  onRefused: (message: string) => void;
}

/**
 * Delivery before paying (issue 15): a phone, the address with its unit (prefilled from Settings,
 * saved back when ticked) and a slot from those the shop can serve. The form is checked whole by
 * the shared schema, so one submit shows every problem (issue 23); the server checks all of it
 * again, and what it refuses is shown at its fields too. What was typed is kept for the bag, so a
 * cancelled payment comes back to it.
 */
export function DeliveryStep({ cartId, onBack, onRefused }: DeliveryStepProps) {
  const headingId = useId();
  const windowErrorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { loggedIn } = useSession();
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: loggedIn });
  const slots = useDeliverySlots(true);
  const services = useDeliveryServices();
  const sameDay = slots.data?.sameDay ?? null;
  // Urgent same-day delivery is offered only while a window of today is left (decision 0063).
  const offeredServices = (services.data ?? []).filter(
    (service) => service.offered && (service.code !== 'urgent' || sameDay !== null),
  );
  const checkout = useStartCheckout();
  const { show, errorFor, clearOnInput } = useFieldProblems<DeliveryStepField>(form);
  const [values, setValues] = useState(() => deliveryDraftFor(cartId) ?? EMPTY_FORM);
  useEffect(() => keepDeliveryDraft(cartId, values), [cartId, values]);

  // Settings hold the address: it fills the empty fields once it arrives.
  const saved = loggedIn ? profile.data : undefined;
  useEffect(() => {
    if (!saved?.address_line) return;
    const { street, unit } = splitUnit(saved.address_line);
    setValues((current) =>
      current.addressLine
        ? current
        : {
            ...current,
            addressLine: street,
            unitNumber: unit,
            postalCode: saved.postal_code ?? '',
          },
    );
  }, [saved]);

  const urgent = sameDay !== null && (values.services?.urgent ?? 0) > 0;
  const days = urgent ? [sameDay] : (slots.data?.days ?? []);
  // A kept day that can no longer be booked (the days moved on) is not chosen any more, nor a
  // window that filled up meanwhile.
  const day = days.find((candidate) => candidate.date === values.deliveryDate);
  const offeredWindow = !day || day.windows.some((window) => window.id === values.deliveryWindow);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const refusedAtFields = fieldProblemsOf(checkout.error).length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deliveryStepSchema.safeParse({
      ...values,
      // Only services still offered, as many as chosen; the server prices them.
      services: offeredServices
        .map((service) => ({ code: service.code, qty: values.services?.[service.code] ?? 0 }))
        .filter((service) => service.qty > 0),
      deliveryDate: day?.date ?? '',
      deliveryWindow: offeredWindow ? values.deliveryWindow : '',
      saveAddress: loggedIn && values.saveAddress,
    });
    if (!parsed.success) {
      show(schemaProblems<DeliveryStepField>(parsed.error));
      return;
    }
    show([]);
    checkout.mutate(parsed.data, {
      onError: (error) => {
        const atFields = fieldProblemsOf(error);
        // A window that filled up is not offered again once the slots are asked for anew.
        if (atFields.some((problem) => problem.field === 'deliveryWindow')) void slots.refetch();
        // So is a service the shop stopped offering meanwhile.
        if (atFields.some((problem) => problem.field === 'services')) void services.refetch();
        if (atFields.length > 0) show(atFields);
        else onRefused(errorText(error, CHECKOUT_FAILURE));
      },
    });
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      onInput={clearOnInput}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <h3 id={headingId} className="font-serif text-lg text-navy">
        Delivery
      </h3>
      <p className="text-sm leading-relaxed text-muted">
        We deliver Monday to Saturday, from 7 days after your order up to 4 weeks ahead, and confirm
        the window with you one day before.
      </p>
      <FormField
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="9123 4567"
        hint="Singapore number, 8 digits"
        value={values.phone}
        onChange={set('phone')}
        error={errorFor('phone')}
      />
      <FormField
        label="Address"
        name="addressLine"
        autoComplete="address-line1"
        placeholder="10 Tampines Central 1"
        value={values.addressLine}
        onChange={set('addressLine')}
        error={errorFor('addressLine')}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="Unit number"
          name="unitNumber"
          autoComplete="address-line2"
          placeholder="#03-21"
          hint="Empty for a landed home"
          value={values.unitNumber}
          onChange={set('unitNumber')}
          error={errorFor('unitNumber')}
        />
        <FormField
          label="Postal code"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="529536"
          value={values.postalCode}
          onChange={set('postalCode')}
          error={errorFor('postalCode')}
        />
      </div>
      {loggedIn && (
        <CheckboxField
          name="saveAddress"
          checked={values.saveAddress}
          onChange={(event) =>
            setValues((current) => ({ ...current, saveAddress: event.target.checked }))
          }
        >
          Save this address to my account
        </CheckboxField>
      )}
      <Field
        roomy
        label="Delivery date"
        error={
          errorFor('deliveryDate') ??
          (slots.isError ? 'Delivery dates could not be loaded.' : undefined)
        }
      >
        {(control) => (
          <select
            {...control}
            name="deliveryDate"
            value={day?.date ?? ''}
            onChange={set('deliveryDate')}
            disabled={slots.isPending}
            className={selectClass}
          >
            <option value="">{slots.isPending ? 'Loading dates…' : 'Choose a date'}</option>
            {days.map((option) => (
              <option key={option.date} value={option.date}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-navy">Delivery window</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-2">
          {(day?.windows ?? days[0]?.windows ?? []).map((window) => (
            <label
              key={window.id}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-sand-deep bg-white px-2 text-center text-sm text-ink has-checked:border-navy has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy"
            >
              <input
                type="radio"
                name="deliveryWindow"
                value={window.id}
                checked={values.deliveryWindow === window.id}
                onChange={set('deliveryWindow')}
                className="sr-only"
                {...(errorFor('deliveryWindow')
                  ? { 'aria-invalid': true, 'aria-describedby': windowErrorId }
                  : {})}
              />
              {window.label}
            </label>
          ))}
        </div>
        {errorFor('deliveryWindow') && (
          <p id={windowErrorId} className="mt-1.5 text-sm text-danger">
            {errorFor('deliveryWindow')}
          </p>
        )}
      </fieldset>
      <ServiceChoices
        services={offeredServices}
        chosen={values.services ?? {}}
        onChange={(chosen) => setValues((current) => ({ ...current, services: chosen }))}
        error={errorFor('services')}
      />
      {checkout.isError && !refusedAtFields && (
        <FormMessage tone="error">{errorText(checkout.error, CHECKOUT_FAILURE)}</FormMessage>
      )}
      <div className="flex flex-col gap-3">
        <button
          type="submit"
          disabled={checkout.isPending}
          className={`${primaryButtonClass} w-full`}
        >
          {checkout.isPending ? 'Redirecting to payment…' : 'Continue to Payment'}
        </button>
        <button type="button" onClick={onBack} className={`${secondaryButtonClass} w-full`}>
          Back to bag
        </button>
      </div>
    </form>
  );
}
