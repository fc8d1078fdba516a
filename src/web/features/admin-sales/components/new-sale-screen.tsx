import { useState } from 'react';
import { formatCents } from '#shared/money.js';
import { COUNTER_PAYMENT_METHOD_LABELS, COUNTER_PAYMENT_METHODS } from '#shared/sale-channels.js';
import { chooseOption, InputField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { useRecordCounterPayment, useSaleQuote, useSendPaymentLink } from '../api/staff-sales';
import { CustomerSection } from './customer-section';
import { DeliverySection } from './delivery-section';
import { emptyDraft, linesOf, type SaleDraft, saleBody } from './sale-draft';
import { SaleLines } from './sale-lines';
import { type SaleOutcome, SaleResult } from './sale-result';
import { SaleTotals } from './sale-totals';

/** Every problem of a refused sale by its full path ("lines.1.quantity"), as the server names it. */
function problemsOf(error: unknown): Map<string, string> {
  const listed = error instanceof ApiError ? (error.data as { errors?: unknown })?.errors : [];
  const problems = new Map<string, string>();
  for (const entry of Array.isArray(listed) ? listed : []) {
    const { msg, path } = entry as { msg?: unknown; path?: unknown };
    if (typeof msg === 'string' && !problems.has(String(path ?? '')))
      problems.set(String(path ?? ''), msg);
  }
  return problems;
}

/**
 * New sale (issue 25, decision 0067): store staff build an order for a customer in a showroom or
 * on the phone, priced by the server as they go, then send a payment link or record a payment
 * taken at the counter, each after one confirmation.
 */
export function NewSaleScreen() {
  const [draft, setDraft] = useState<SaleDraft>(() => emptyDraft('1'));
  const [problems, setProblems] = useState(new Map<string, string>());
  const [outcome, setOutcome] = useState<SaleOutcome>();
  const quote = useSaleQuote(linesOf(draft), draft.voucherCode.trim());
  const sendLink = useSendPaymentLink();
  const recordCounter = useRecordCounterPayment();
  const pending = sendLink.isPending || recordCounter.isPending;

  const change = (values: Partial<SaleDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    setProblems((current) => {
      const left = new Map(current);
      for (const field of Object.keys(values)) left.delete(field);
      return left;
    });
  };
  const errorFor = (path: string) => problems.get(path);
  const total = quote.data ? formatCents(quote.data.totalCents) : '';

  async function sell(counter: boolean) {
    const confirmed = await askConfirm(
      counter
        ? {
            message: `Record ${total} paid by ${COUNTER_PAYMENT_METHOD_LABELS[draft.method as 'cash'] ?? 'the counter'}?`,
            detail: `The order is placed now and its tax invoice mailed to ${draft.email || 'the customer'}.`,
            confirmLabel: 'Record payment',
          }
        : {
            message: `Send a payment link for ${total} to ${draft.email || 'the customer'}?`,
            detail: 'The items are held for 30 minutes; the order appears when it is paid.',
            confirmLabel: 'Send link',
          },
    );
    if (!confirmed) return;
    const body = saleBody(draft, counter);
    try {
      setOutcome(
        counter
          ? { kind: 'counter', recorded: await recordCounter.mutateAsync(body) }
          : { kind: 'link', sent: await sendLink.mutateAsync(body) },
      );
      setProblems(new Map());
    } catch (error) {
      setProblems(problemsOf(error));
    }
  }

  if (outcome) {
    return (
      <div className="grid gap-6">
        <h2 className="text-2xl text-navy">New sale</h2>
        <SaleResult
          outcome={outcome}
          again={() => {
            setOutcome(undefined);
            setDraft(emptyDraft(draft.where));
          }}
        />
      </div>
    );
  }

  return (
    <div className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-8">
      <h2 className="text-2xl text-navy">New sale</h2>
      <CustomerSection draft={draft} change={change} errorFor={errorFor} />
      <SaleLines
        lines={draft.lines}
        setLines={(lines) => change({ lines })}
        quote={quote.data}
        errorFor={errorFor}
      />
      <InputField
        label="Voucher code (optional)"
        name="voucherCode"
        className="max-w-xs"
        controlClassName="uppercase"
        value={draft.voucherCode}
        error={errorFor('voucherCode')}
        onChange={(event) => change({ voucherCode: event.target.value })}
      />
      <SaleTotals
        quote={draft.lines.length > 0 ? quote.data : undefined}
        pricing={quote.isFetching}
      />
      <DeliverySection draft={draft} change={change} errorFor={errorFor} />
      {errorFor('lines') && <p className="text-sm text-danger">{errorFor('lines')}</p>}
      <div className="grid gap-4">
        <h3 id="sale-pay" className="text-lg text-navy">
          Payment
        </h3>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={pending}
            onClick={() => sell(false)}
          >
            Send payment link
          </button>
        </div>
        <fieldset className="grid gap-3 rounded-lg border border-sand p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="px-1 text-sm font-medium text-navy">Paid at the counter</legend>
          <Field label="Method" error={errorFor('method')}>
            {(control) => (
              <select
                {...control}
                name="method"
                value={draft.method}
                className={controlClass}
                onChange={(event) => change({ method: event.target.value })}
              >
                {chooseOption}
                {COUNTER_PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {COUNTER_PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <InputField
            label="Reference"
            name="reference"
            autoComplete="off"
            value={draft.reference}
            error={errorFor('reference')}
            onChange={(event) => change({ reference: event.target.value })}
          />
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={pending}
            onClick={() => sell(true)}
          >
            Record counter payment
          </button>
        </fieldset>
      </div>
    </div>
  );
}
