import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '#shared/constants.js';
import { type DeliveryWindow, formatDeliveryDate } from '#shared/delivery.js';
import { customerMayChange, type DeliveryState } from '#shared/delivery-states.js';
import type { ChargeNews } from '#shared/paths.js';
import { type Delivery, rescheduleRequestSchema } from '#shared/schemas/delivery.js';
import { CANCELLATION_FEE, formatFee, freeChangeLastDay } from '#shared/service-facts.js';
import { shopDay } from '#shared/time.js';
import { useDeliverySlots } from '#web/api/get-delivery-slots.ts';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useCancelOrder, useMoveDelivery, usePayToMoveDelivery } from '../api/move-delivery';

type Field = 'deliveryDate' | 'deliveryWindow';

interface DeliveryChangeProps {
  orderId: number;
  /** The tracking link's key; '' for the customer logged in. */
  sessionId: string;
  status: OrderStatus;
  state: DeliveryState;
  delivery: Delivery;
  /** Back from the charge's payment page (decision 0062): paid, or cancelled there. */
  chargeNews?: ChargeNews | undefined;
}

/** The charge of a change after free changes ended, as the customer reads it. */
const CHARGE = formatFee(CANCELLATION_FEE);

/**
 * Another date and window the shop offers shoppers now, every problem shown at once. Late, the
 * move is paid for first: the form goes on to the charge's payment page.
 */
function MoveForm(
  props: DeliveryChangeProps & { late: boolean; onMoved: () => void; onCancel: () => void },
) {
  const slots = useDeliverySlots(true);
  const freeMove = useMoveDelivery(props.orderId, props.sessionId);
  const paidMove = usePayToMoveDelivery(props.orderId, props.sessionId);
  const move = props.late ? paidMove : freeMove;
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
      return show(schemaProblems<Field>(parsed.error));
    }
    show([]);
    move.mutate(parsed.data, {
      onSuccess: () => {
        if (!props.late) props.onMoved();
      },
      onError: (error) => {
        const atFields = serverProblems<Field>(error);
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
          {props.late ? `Pay ${CHARGE} and Move` : 'Move Delivery'}
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButtonClass}>
          Keep My Slot
        </button>
      </div>
    </form>
  );
}

/** Asks before the order is cancelled: it cannot be undone. */
function CancelQuestion(
  props: DeliveryChangeProps & { late: boolean; onCancelled: () => void; onKeep: () => void },
) {
  const cancel = useCancelOrder(props.orderId, props.sessionId);
  return (
    <section aria-labelledby={`cancel-${props.orderId}`} className="mt-3 space-y-3">
      <p id={`cancel-${props.orderId}`} className="font-medium text-navy">
        Cancel order #{props.orderId}?
      </p>
      <p className="text-sm text-ink">
        {props.late
          ? `What you paid, less the ${CHARGE} cancellation charge, goes back to the card, PayNow account or GrabPay wallet you paid with,`
          : 'Everything you paid goes back to the card, PayNow account or GrabPay wallet you paid with,'}{' '}
        and we mail you the credit note. This cannot be undone.
      </p>
      {cancel.isError && (
        <FormMessage tone="error">
          {errorText(cancel.error, 'The order was not cancelled.')}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(props.late, { onSuccess: props.onCancelled })}
          className={dangerButtonClass}
        >
          Yes, Cancel Order
        </button>
        <button type="button" onClick={props.onKeep} className={secondaryButtonClass}>
          Keep My Order
        </button>
      </div>
    </section>
  );
}

type Mode = 'idle' | 'moving' | 'cancelling';
const NEWS = {
  moved: 'Your delivery was moved. We have mailed you the new slot.',
  cancelled: 'Your order is cancelled. We have mailed you the refund and its credit note.',
  chargePaid: `Thank you: we received your payment of ${CHARGE}. Your delivery moves as soon as the payment is confirmed, and we mail you the new slot.`,
  chargeCancelled: 'Payment cancelled: nothing was charged, and your delivery is as it was.',
} as const;

/**
 * Moving a booked delivery or cancelling the order (issue 24, decision 0059): free until the end
 * of the day two days before the delivery; later the customer is told the charge and how to
 * reach the shop.
 */
export function DeliveryChange(props: DeliveryChangeProps) {
  const [mode, setMode] = useState<Mode>('idle');
  const [news, setNews] = useState<keyof typeof NEWS | null>(
    props.chargeNews === 'paid'
      ? 'chargePaid'
      : props.chargeNews === 'cancelled'
        ? 'chargeCancelled'
        : null,
  );
  const newsRef = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the news takes it, so keyboards and readers stay here.
  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);
  const done = (what: keyof typeof NEWS) => () => {
    setMode('idle');
    setNews(what);
  };
  const newsBox = news && (
    <div ref={newsRef} tabIndex={-1} className="mt-3 outline-none">
      <FormMessage tone="success">{NEWS[news]}</FormMessage>
    </div>
  );
  const day = props.delivery.date;
  const changeable = customerMayChange(props.status, props.state) && day !== null;
  const lastFreeDay = day ? freeChangeLastDay(day) : '';
  const late = shopDay(new Date()) > lastFreeDay;
  // One wrapper whatever shows, so the news keeps its place (and focus) as the order changes.
  return (
    <div className="mt-3 empty:hidden">
      {newsBox}
      {changeable && (
        <>
          <p className="mt-2 text-sm text-ink">
            {late
              ? `Free changes ended on ${formatDeliveryDate(lastFreeDay)}. Moving the delivery now costs ${CHARGE}, paid online before the move takes effect; cancelling refunds what you paid less ${CHARGE}.`
              : `Need another day, or changed your mind? Move the delivery or cancel the order free of charge until ${formatDeliveryDate(lastFreeDay)}; later it costs ${CHARGE}.`}
          </p>
          {mode === 'moving' && (
            <MoveForm
              {...props}
              late={late}
              onMoved={done('moved')}
              onCancel={() => setMode('idle')}
            />
          )}
          {mode === 'cancelling' && (
            <CancelQuestion
              {...props}
              late={late}
              onCancelled={done('cancelled')}
              onKeep={() => setMode('idle')}
            />
          )}
          {mode === 'idle' && (
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => {
                  setMode('moving');
                  setNews(null);
                }}
                className={secondaryButtonClass}
              >
                Change Date or Window
              </button>
              <button
                type="button"
                onClick={() => {
                  setMode('cancelling');
                  setNews(null);
                }}
                className={secondaryButtonClass}
              >
                Cancel Order…
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
