import { type FormEvent, useId, useState } from 'react';
import type { Cart } from '#shared/schemas/cart.js';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useApplyVoucher } from '../api/apply-voucher';
import { useRemoveVoucher } from '../api/remove-voucher';

interface Outcome {
  tone: 'error' | 'success';
  text: string;
}

/**
 * The voucher form of the bag (spec sections 2, 4 and 8). The code has no client rule: what is
 * typed is sent and the server says what is wrong; the bag reloads after applying or removing.
 */
export function VoucherForm({ voucher }: { voucher: Cart['voucher'] }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const apply = useApplyVoucher();
  const remove = useRemoveVoucher();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    apply.mutate(code, {
      onSuccess: (answer) => {
        setOutcome({ tone: 'success', text: answer.message || 'Voucher applied' });
        setCode('');
      },
      onError: (error) =>
        setOutcome({ tone: 'error', text: errorText(error, 'Failed to apply voucher') }),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      {voucher ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-sand bg-cream px-4 py-2 text-sm">
          <p>
            Voucher code <span className="font-semibold text-navy">{voucher.code}</span>
          </p>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              setOutcome(null);
              remove.mutate(undefined, {
                onError: (error) =>
                  setOutcome({ tone: 'error', text: errorText(error, 'Failed to remove voucher') }),
              });
            }}
            className="min-h-11 px-2 text-muted underline underline-offset-4 hover:text-danger disabled:opacity-60"
          >
            Remove<span className="sr-only"> voucher {voucher.code}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="text-sm font-medium text-navy">
              Voucher code
            </label>
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. WELCOME10"
              className="mt-1 block min-h-11 w-full rounded-lg border border-sand-deep bg-white px-3 text-base text-ink uppercase placeholder:normal-case placeholder:text-muted/70 focus:border-navy"
            />
          </div>
          <button
            type="submit"
            disabled={apply.isPending}
            className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-medium text-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60"
          >
            {apply.isPending ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
      <div aria-live="polite" className="empty:hidden">
        {/* A success is no longer true once the server has taken the voucher off (its notice says why). */}
        {outcome && (outcome.tone === 'error' || voucher) && (
          <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>
        )}
      </div>
    </div>
  );
}
