import type { InputHTMLAttributes } from 'react';
import { formatDeliverySlot } from '#shared/delivery.js';
import type { PayFormField, PayPageSession, PayPageState } from './pay-form.js';
import type { BookedSlot } from './payment-provider.js';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value'>;

/** The error's paragraph and the attributes that tie it to its field, for screen readers. */
function fieldError(id: string, error: string | undefined) {
  return {
    invalid: error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {},
    message: error ? (
      <p className="field-error" id={`${id}-error`}>
        {error}
      </p>
    ) : null,
  };
}

type TextField = Exclude<PayFormField, 'slot'>;

const digits = { type: 'text', inputMode: 'numeric', required: true } as const;

/** Each text box of the form: its label, and what the browser may check and fill in. */
const TEXT_FIELDS: Record<TextField, { label: string; input: InputAttributes }> = {
  email: { label: 'Email', input: { type: 'email', autoComplete: 'email', required: true } },
  address: {
    label: 'Address',
    input: { type: 'text', autoComplete: 'street-address', required: true, maxLength: 200 },
  },
  postal: {
    label: 'Postal code',
    input: { ...digits, autoComplete: 'postal-code', maxLength: 6, pattern: '[0-9]{6}' },
  },
  phone: {
    label: 'Phone (Singapore)',
    input: {
      type: 'tel',
      autoComplete: 'tel',
      required: true,
      maxLength: 20,
      placeholder: '9123 4567',
    },
  },
  name: {
    label: 'Name on card',
    input: { type: 'text', autoComplete: 'cc-name', required: true, maxLength: 100 },
  },
  number: {
    label: 'Card number',
    input: {
      ...digits,
      autoComplete: 'cc-number',
      maxLength: 23,
      placeholder: '1234 1234 1234 1234',
    },
  },
  expiry: {
    label: 'Expiry (MM/YY)',
    input: { ...digits, autoComplete: 'cc-exp', maxLength: 7, placeholder: 'MM/YY' },
  },
  cvc: {
    label: 'CVC',
    input: { ...digits, autoComplete: 'cc-csc', maxLength: 4, placeholder: '123' },
  },
};

/** A labelled text box with what the shopper typed, and its error below it. */
export function Field(props: {
  state: PayPageState;
  name: TextField;
  className?: string;
  /** Asked as another field is ("Full name", not the name on a card, for PayNow). */
  as?: { label: string; autoComplete: string };
}) {
  const usual = TEXT_FIELDS[props.name];
  const label = props.as?.label ?? usual.label;
  const input = props.as ? { ...usual.input, autoComplete: props.as.autoComplete } : usual.input;
  const id = `field-${props.name}`;
  const error = fieldError(id, props.state.errors[props.name]);
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={props.name}
        defaultValue={props.state.values[props.name] ?? ''}
        {...input}
        {...error.invalid}
      />
      {error.message}
    </div>
  );
}

function slotOptionValue(slot: BookedSlot): string {
  return `${slot.date}|${slot.window}`;
}

function SlotSelect({ state, choices }: { state: PayPageState; choices: BookedSlot[] }) {
  const error = fieldError('field-slot', state.errors.slot);
  return (
    <div className="field">
      <label htmlFor="field-slot">Delivery date and window</label>
      <select
        id="field-slot"
        name="slot"
        required
        // An empty choice selects nothing, so the placeholder is not marked as chosen.
        defaultValue={state.values.slot || undefined}
        {...error.invalid}
      >
        <option value="">Choose a slot</option>
        {choices.map((slot) => (
          <option key={slotOptionValue(slot)} value={slotOptionValue(slot)}>
            {formatDeliverySlot(slot.date, slot.window)}
          </option>
        ))}
      </select>
      {error.message}
    </div>
  );
}

/** A detail the shop collected before paying: shown, not asked again. */
export function Given({ label, value }: { label: string; value: string }) {
  return (
    <div className="sum-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Delivery: what the shop collected is shown; what it did not (the spec's empty checkout call),
 * the page asks for, as Stripe's page does.
 */
export function DeliveryFields(props: {
  session: PayPageSession;
  state: PayPageState;
  choices: BookedSlot[];
}) {
  const { session, state } = props;
  const address =
    session.shippingLine1 && session.shippingPostal
      ? `${session.shippingLine1}, Singapore ${session.shippingPostal}`
      : null;
  const slot =
    session.deliveryDate && session.deliveryWindow
      ? formatDeliverySlot(session.deliveryDate, session.deliveryWindow)
      : null;
  return (
    <fieldset>
      <legend>Delivery (Singapore)</legend>
      {address || session.phone || slot ? (
        <dl className="sums given">
          {address ? <Given label="Deliver to" value={address} /> : null}
          {session.phone ? <Given label="Phone" value={session.phone} /> : null}
          {slot ? <Given label="Delivery slot" value={slot} /> : null}
        </dl>
      ) : null}
      {session.shippingLine1 ? null : (
        <>
          <Field state={state} name="address" />
          <Field state={state} name="postal" />
        </>
      )}
      {session.phone ? null : <Field state={state} name="phone" />}
      {session.deliveryDate ? null : <SlotSelect state={state} choices={props.choices} />}
    </fieldset>
  );
}

export function CardFields({ state }: { state: PayPageState }) {
  return (
    <fieldset>
      <legend>Card information</legend>
      <Field state={state} name="name" />
      <Field state={state} name="number" />
      <div className="row">
        <Field state={state} name="expiry" className="half" />
        <Field state={state} name="cvc" className="half" />
      </div>
    </fieldset>
  );
}
