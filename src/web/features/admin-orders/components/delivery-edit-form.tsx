import { type FormEvent, useRef, useState } from 'react';
import { DELIVERY_WINDOW_LABELS, DELIVERY_WINDOWS, splitUnit } from '#shared/delivery.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { OVERRIDE_REASON_MAX, staffDeliveryEditSchema } from '#shared/schemas/delivery.js';
import { chooseOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useEditDelivery } from '../api/edit-delivery';

type Field =
  | 'phone'
  | 'addressLine'
  | 'unitNumber'
  | 'postalCode'
  | 'deliveryDate'
  | 'deliveryWindow'
  | 'overrideReason';

/** The order's delivery as the form starts: the unit apart from the street, as the bag asks it. */
function startValues(order: AdminOrder): Record<Field, string> {
  const { street, unit } = splitUnit(order.shippingLine1);
  return {
    phone: order.delivery.phone ?? '',
    addressLine: street,
    unitNumber: unit,
    postalCode: order.shippingPostal,
    deliveryDate: order.delivery.date ?? '',
    deliveryWindow: order.delivery.window ?? '',
    overrideReason: '',
  };
}

/**
 * Staff change the phone, address or slot as agreed with the customer (issue 24). Every problem
 * shows at its field at once, from the same schema the server checks; a full window asks for a
 * reason to book it over its places.
 */
export function DeliveryEditForm(props: { order: AdminOrder; onDone: () => void }) {
  const [values, setValues] = useState(() => startValues(props.order));
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<Field>(form);
  const edit = useEditDelivery();
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffDeliveryEditSchema.safeParse(values);
    if (!parsed.success) {
      return show(schemaProblems<Field>(parsed.error));
    }
    show([]);
    edit.mutate(
      { orderId: props.order.orderId, delivery: parsed.data },
      {
        onSuccess: props.onDone,
        onError: (error) => show(serverProblems<Field>(error)),
      },
    );
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label={`Change the delivery of order #${props.order.orderId}`}
      className="mt-3 grid gap-3 sm:grid-cols-2"
    >
      <InputField label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
      <InputField label="Postal code" inputMode="numeric" {...bind('postalCode')} />
      <InputField label="Address" className="sm:col-span-2" {...bind('addressLine')} />
      <InputField label="Unit number" hint="Empty for a landed home." {...bind('unitNumber')} />
      <InputField label="Delivery date" type="date" {...bind('deliveryDate')} />
      <SelectField
        label="Delivery window"
        options={DELIVERY_WINDOWS}
        optionLabel={(id) => DELIVERY_WINDOW_LABELS[id]}
        first={chooseOption}
        {...bind('deliveryWindow')}
      />
      <InputField
        label="Reason to book a full window"
        hint="Only when the window is full and you book it anyway."
        maxLength={OVERRIDE_REASON_MAX}
        {...bind('overrideReason')}
      />
      <p className="text-sm text-muted sm:col-span-2">The customer is mailed the change.</p>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={edit.isPending} className={primaryButtonClass}>
          Save Delivery
        </button>
        <button type="button" onClick={props.onDone} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
