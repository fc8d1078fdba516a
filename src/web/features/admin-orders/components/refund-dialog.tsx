import { type FormEvent, useState } from 'react';
import { gstIncludedCents } from '#shared/gst.js';
import { lineTitle } from '#shared/line-title.js';
import { dollarsToCents, formatCents, isWholeCents } from '#shared/money.js';
import { lineRefundCents, servicesCentsOf } from '#shared/refund-amount.js';
import type { AdminOrder, AdminOrderItem } from '#shared/schemas/admin-order.js';
import { REFUND_REASON_MAX, type RefundRequest } from '#shared/schemas/order-refund.js';
import { InputField, NumberField, TextAreaField } from '#web/components/admin-fields.tsx';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { serverErrorList } from '#web/lib/server-errors.ts';
import { useRefundOrder } from '../api/refund-order';

/** What the customer is told, said before the refund is sent (decision 0049's rule). */
export const REFUND_MAIL_NOTICE =
  'The customer will be e-mailed the refund with its credit note (PDF).';

interface LineChoice {
  qty: string;
  restock: boolean;
}

interface RefundDialogProps {
  order: AdminOrder;
  items: AdminOrderItem[];
  onClose: () => void;
}

const leftOf = (item: AdminOrderItem) => item.qty - item.refunded_qty;

/**
 * The refund as the form stands, and every problem with it at once: quantities within what is
 * left of each line, an amount within what is left of the payment, a reason.
 */
function checkRefund(
  order: AdminOrder,
  items: AdminOrderItem[],
  choices: Record<number, LineChoice>,
  amount: string,
  reason: string,
): { request: RefundRequest; amountCents: number; problems: string[] } {
  const problems: string[] = [];
  const leftCents = order.totalCents - order.refundedCents;
  const lines = items.flatMap((item) => {
    const choice = choices[item.item_id];
    const qty = Number(choice?.qty || 0);
    if (!Number.isInteger(qty) || qty < 0 || qty > leftOf(item)) {
      problems.push(
        `${lineTitle({ name: item.name, sizeLabel: item.size_label })}: refund 0 to ${leftOf(item)}.`,
      );
      return [];
    }
    return qty > 0 ? [{ item, qty, restock: choice?.restock ?? false }] : [];
  });
  const paid = {
    ...order,
    servicesCents: servicesCentsOf(
      items.map((item) => ({
        unitPriceCents: item.unit_price_cents,
        serviceCode: item.service_code,
        qty: item.qty,
      })),
    ),
  };
  const linesCents = lines.reduce(
    (sum, { item, qty }) =>
      sum +
      lineRefundCents(
        paid,
        { unitPriceCents: item.unit_price_cents, serviceCode: item.service_code },
        qty,
      ),
    0,
  );
  let amountCents = Math.min(linesCents, leftCents);
  if (amount.trim() !== '') {
    const dollars = Number(amount);
    if (!Number.isFinite(dollars) || dollars <= 0 || !isWholeCents(dollars)) {
      problems.push('Amount must be more than 0, in dollars and cents.');
    } else if (dollarsToCents(dollars) > leftCents) {
      problems.push(`Amount must be at most ${formatCents(leftCents)}, what is left to refund.`);
    } else {
      amountCents = dollarsToCents(dollars);
    }
  } else if (lines.length === 0) {
    problems.push('Choose the quantities to refund, or enter an amount.');
  }
  const why = reason.trim();
  if (why === '') problems.push('Give a reason for the refund.');
  if (why.length > REFUND_REASON_MAX) {
    problems.push(`Keep the reason under ${REFUND_REASON_MAX} characters.`);
  }
  return {
    request: {
      lines: lines.map((line) => ({
        itemId: line.item.item_id,
        qty: line.qty,
        restock: line.restock,
      })),
      ...(amount.trim() !== '' ? { amountCents } : {}),
      reason: why,
    },
    amountCents,
    problems,
  };
}

/**
 * Refund… (issue 23): lines and quantities, each with whether its units go back to stock, or an
 * amount; always a reason. The total and the GST in it show as the form changes; the refund is
 * confirmed (the customer is mailed) before it is sent.
 */
export function RefundDialog({ order, items, onClose }: RefundDialogProps) {
  const refund = useRefundOrder();
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // Once sent, the form's problems follow every change; the server's stay until the next send.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const checked = checkRefund(order, items, choices, amount, reason);
  const problems = [...(tried ? checked.problems : []), ...refused];
  const choose = (itemId: number, change: Partial<LineChoice>) =>
    setChoices((current) => ({
      ...current,
      [itemId]: { qty: '0', restock: true, ...current[itemId], ...change },
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setRefused([]);
    if (checked.problems.length > 0) return;
    const confirmed = await askConfirm({
      message: `Refund ${formatCents(checked.amountCents)} on order #${order.orderId}?`,
      detail: REFUND_MAIL_NOTICE,
      confirmLabel: 'Refund',
      danger: true,
    });
    if (!confirmed) return;
    refund.mutate(
      { orderId: order.orderId, refund: checked.request },
      {
        onSuccess: onClose,
        onError: (error) => {
          const listed = serverErrorList(error);
          setRefused(listed.length > 0 ? listed : ['The refund failed. Please try again.']);
        },
      },
    );
  }

  return (
    <FormDialog
      title={`Refund order #${order.orderId}`}
      closeLabel="Close refund form"
      onClose={onClose}
      width="xl"
      bodyClassName="space-y-5"
      form={{
        onSubmit: submit,
        submitLabel: 'Refund',
        pending: refund.isPending,
      }}
    >
      {problems.length > 0 && (
        <FormMessage tone="error">
          {problems.map((problem) => (
            <span key={problem} className="block">
              {problem}
            </span>
          ))}
        </FormMessage>
      )}
      <p className="text-sm text-muted">
        {`Paid ${formatCents(order.totalCents)} · refunded so far ${formatCents(order.refundedCents)} · left ${formatCents(order.totalCents - order.refundedCents)}.`}
      </p>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-muted">Lines</legend>
        {items.map((item) => {
          const title = lineTitle({ name: item.name, sizeLabel: item.size_label });
          const choice = choices[item.item_id];
          return (
            <div
              key={item.item_id}
              className="grid grid-cols-1 gap-2 border-b border-sand pb-3 sm:grid-cols-[1fr_8rem] sm:items-end"
            >
              <NumberField
                label={`${title} — quantity to refund (of ${leftOf(item)} left)`}
                step={1}
                max={leftOf(item)}
                value={choice?.qty ?? '0'}
                disabled={leftOf(item) === 0}
                onChange={(event) => choose(item.item_id, { qty: event.target.value })}
              />
              <CheckboxField
                checked={choice?.restock ?? true}
                disabled={leftOf(item) === 0}
                onChange={(event) => choose(item.item_id, { restock: event.target.checked })}
              >
                Back to stock
              </CheckboxField>
            </div>
          );
        })}
      </fieldset>
      <InputField
        label="Amount instead ($)"
        inputMode="decimal"
        hint="Leave empty to refund what the chosen lines were charged."
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextAreaField
        label="Reason"
        rows={2}
        maxLength={REFUND_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p className="rounded-lg bg-cream px-4 py-3 text-sm text-ink" aria-live="polite">
        Refund total <strong>{formatCents(checked.amountCents)}</strong>, GST included{' '}
        {formatCents(gstIncludedCents(checked.amountCents))}. {REFUND_MAIL_NOTICE}
      </p>
    </FormDialog>
  );
}
