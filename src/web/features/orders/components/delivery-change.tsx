import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '#shared/constants.js';
import { type DeliveryWindow, formatDeliveryDate } from '#shared/delivery.js';
import { type DeliveryState, isDeliveredStatus } from '#shared/delivery-states.js';
import { type Delivery, rescheduleRequestSchema } from '#shared/schemas/delivery.js';
import { CANCELLATION_FEE, formatFee, freeChangeLastDay } from '#shared/service-facts.js';
import { shopInfo } from '#shared/shop-info.js';
import { shopDay } from '#shared/time.js';
import { useDeliverySlots } from '#web/api/get-delivery-slots.ts';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useMoveDelivery } from '../api/move-delivery';

type Field = 'deliveryDate' | 'deliveryWindow';

interface DeliveryChangeProps {
  orderId: number;
  /** The tracking link's key; '' for the customer logged in. */
  sessionId: string;
  status: OrderStatus;
  state: DeliveryState;
  delivery: Delivery;
}

/** Another date and window the shop offers shoppers now, every problem shown at once. */
function MoveForm(props: DeliveryChangeProps & { onMoved: () => void; onCancel: () => void }) {
  const slots = useDeliverySlots(true);
  const move = useMoveDelivery(props.orderId, props.sessionId);
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<Field>(form);
  const [date, setDate] = useState('');
  const [window, setWindow] = useState<DeliveryWindow | ''>('');
  const days = slots.data?.days ?? [];
  const day = days.find((candidate) => candidate.date === date);
  const refusal = move.isError && serverProblems(move.error).length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rescheduleRequestSchema.safeParse({
      deliveryDate: date,
      deliveryWindow: window,
    });
    if (!parsed.success) {
      return show(
        parsed.error.issues.map((issue) => ({
          field: String(issue.path[0]) as Field,
          message: issue.message,
        })),
      );
    }
    show([]);
    move.mutate(parsed.data, {
      onSuccess: props.onMoved,
      onError: (error) => {
        const atFields = serverProblems(error) as { field: Field; message: string }[];
        if (atFields.length > 0) {
          show(atFields);
          void slots.refetch();
        }
      },
    });
  }

  const dateError = errorFor('deliveryDate');
  const windowError = errorFor('deliveryWindow');
  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Move the delivery"
      className="mt-3 space-y-3"
    >
      <div>
        <label htmlFor={`move-date-${props.orderId}`} className="text-sm font-medium text-navy">
          New delivery date
        </label>
        <select
          id={`move-date-${props.orderId}`}
          name="deliveryDate"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setWindow('');
          }}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `move-date-${props.orderId}-error` : undefined}
          className={`${controlClass} mt-1.5`}
        >
          <option value="">{slots.isPending ? 'Loading dates…' : 'Choose a date'}</option>
          {days.map((option) => (
            <option key={option.date} value={option.date}>
              {option.label}
            </option>
          ))}
        </select>
        {dateError && (
          <p id={`move-date-${props.orderId}-error`} className="mt-1.5 text-sm text-danger">
            {dateError}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-navy">New delivery window</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-2">
          {(day?.windows ?? []).map((option) => (
            <label
              key={option.id}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-sand-deep bg-white px-2 text-center text-sm text-ink has-checked:border-navy has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-navy"
            >
              <input
                type="radio"
                name="deliveryWindow"
                value={option.id}
                checked={window === option.id}
                onChange={() => setWindow(option.id)}
                className="sr-only"
                {...(windowError
                  ? {
                      'aria-invalid': true,
                      'aria-describedby': `move-window-${props.orderId}-error`,
                    }
                  : {})}
              />
              {option.label}
            </label>
          ))}
        </div>
        {!day && <p className="mt-1.5 text-sm text-muted">Choose a date to see its windows.</p>}
        {windowError && (
          <p id={`move-window-${props.orderId}-error`} className="mt-1.5 text-sm text-danger">
            {windowError}
          </p>
        )}
      </fieldset>
      {refusal && (
        <FormMessage tone="error">
          {errorText(move.error, 'The delivery was not moved.')}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={move.isPending} className={primaryButtonClass}>
          Move Delivery
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButtonClass}>
          Keep My Slot
        </button>
      </div>
    </form>
  );
}

/**
 * Moving a booked delivery (issue 24, decision 0059): free until the end of the day two days
 * before it; later the customer is told the charge and how to reach the shop.
 */
export function DeliveryChange(props: DeliveryChangeProps) {
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState(false);
  const news = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the news takes it, so keyboards and readers stay here.
  useEffect(() => {
    if (moved) news.current?.focus();
  }, [moved]);
  if (!isDeliveredStatus(props.status) || props.state !== 'booked' || !props.delivery.date) {
    return null;
  }
  const lastFreeDay = freeChangeLastDay(props.delivery.date);
  const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;
  if (shopDay(new Date()) > lastFreeDay) {
    return (
      <p className="mt-3 text-sm text-ink">
        Free changes ended on {formatDeliveryDate(lastFreeDay)}. To move or cancel this delivery now
        ({formatFee(CANCELLATION_FEE)}), call or write to us: {contact}.
      </p>
    );
  }
  return (
    <div className="mt-3">
      {moved && (
        <FormMessage tone="success">
          Your delivery was moved. We have mailed you the new slot.
        </FormMessage>
      )}
      <p className="mt-2 text-sm text-ink">
        Need another day? Move it free of charge until {formatDeliveryDate(lastFreeDay)}; later it
        costs {formatFee(CANCELLATION_FEE)}.
      </p>
      {moving ? (
        <MoveForm
          {...props}
          onMoved={() => {
            setMoving(false);
            setMoved(true);
          }}
          onCancel={() => setMoving(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setMoving(true);
            setMoved(false);
          }}
          className={`${secondaryButtonClass} mt-3`}
        >
          Change Date or Window
        </button>
      )}
    </div>
  );
}
