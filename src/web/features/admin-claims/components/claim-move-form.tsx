import { type FormEvent, useRef, useState } from 'react';
import { type AdminClaim, claimStateUpdateSchema } from '#shared/schemas/warranty.js';
import {
  CLAIM_MOVES,
  CLAIM_REASON_MAX,
  CLAIM_STATE_LABELS,
  type ClaimState,
} from '#shared/warranty-claims.js';
import { chooseOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useMoveClaim } from '../api/claims';

type Field = 'state' | 'reason';

/**
 * The claim's next state, from the moves the shared table allows; declining asks for the
 * reason the customer is mailed. Every problem shows at its field at once.
 */
export function ClaimMoveForm({ claim }: { claim: AdminClaim }) {
  const moves = CLAIM_MOVES[claim.state];
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<Field>(form);
  const move = useMoveClaim(claim.id);
  const [state, setState] = useState<ClaimState | ''>('');
  const [reason, setReason] = useState('');
  if (moves.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = claimStateUpdateSchema.safeParse({ state: state || undefined, reason });
    if (!parsed.success) return show(schemaProblems<Field>(parsed.error));
    show([]);
    move.mutate(parsed.data, {
      onSuccess: () => {
        setState('');
        setReason('');
      },
      onError: (error) => show(serverProblems<Field>(error)),
    });
  }

  const refusal = move.isError && serverProblems(move.error).length === 0;
  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label={`Change claim #${claim.id}`}
      className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:items-start"
    >
      <SelectField
        label="New state"
        name="state"
        value={state}
        onChange={(event) => setState(event.target.value as ClaimState)}
        options={moves}
        optionLabel={(id) => CLAIM_STATE_LABELS[id]}
        first={chooseOption}
        error={errorFor('state')}
      />
      <InputField
        label={state === 'declined' ? 'Reason (the customer reads it)' : 'Reason (for declining)'}
        name="reason"
        value={reason}
        maxLength={CLAIM_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        error={errorFor('reason')}
      />
      <button
        type="submit"
        disabled={move.isPending}
        className={`${primaryButtonClass} justify-self-start sm:col-span-2`}
      >
        Change State
      </button>
      {refusal && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">
            {errorText(move.error, 'The claim was not changed.')}
          </FormMessage>
        </div>
      )}
    </form>
  );
}
