import { type FormEvent, useRef, useState } from 'react';
import type { ProductSize } from '#shared/schemas/product.js';
import {
  type StockAlertSubscribe,
  stockAlertSubscribeSchema,
} from '#shared/schemas/stock-alerts.js';
import { sizeText } from '#shared/size-text.js';
import { STOCK_ALERT_CONSENT_TEXT } from '#shared/stock-alerts.js';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { Field, FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useAskStockAlert } from '../api/stock-alert';

type AlertField = keyof StockAlertSubscribe;

interface StockAlertFormProps {
  productId: number;
  /** The sizes out of stock now: the ones an alert can be asked for. */
  sizes: ProductSize[];
  /** The logged-in shopper's address, to start from. */
  email: string;
  /** Called with the server's answer once the alert is saved. */
  onSaved: (message: string) => void;
}

const selectClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-sand-deep bg-white px-4 text-base text-ink focus:border-navy aria-invalid:border-danger';

/**
 * "Tell me when it is back": the address and the consent for one sold-out size. Checked whole by
 * the server's own schema, so every problem shows at once; the server answers the same whatever
 * it knows of the address.
 */
export function StockAlertForm({
  productId,
  sizes,
  email: startEmail,
  onSaved,
}: StockAlertFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<AlertField>(form);
  const ask = useAskStockAlert();
  const [sizeLabel, setSizeLabel] = useState(sizes.length === 1 ? (sizes[0]?.label ?? '') : '');
  const [email, setEmail] = useState(startEmail);
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = stockAlertSubscribeSchema.safeParse({ productId, sizeLabel, email, consent });
    show(parsed.success ? [] : schemaProblems<AlertField>(parsed.error));
    if (!parsed.success) return;
    try {
      onSaved((await ask.mutateAsync(parsed.data)).message);
    } catch (error) {
      const atFields = serverProblems<AlertField>(error);
      if (atFields.length > 0) show(atFields);
      else setFailure(errorText(error, 'Your alert was not saved. Please try again.'));
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Tell me when it is back"
      className="grid gap-4"
    >
      <Field roomy label="Size" error={errorFor('sizeLabel')}>
        {(control) => (
          <select
            {...control}
            name="sizeLabel"
            value={sizeLabel}
            onChange={(event) => setSizeLabel(event.target.value)}
            className={selectClass}
          >
            <option value="" disabled>
              Choose a size…
            </option>
            {sizes.map((size) => (
              <option key={size.label} value={size.label}>
                {sizeText(size.label, size.sizeName)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      <CheckboxField
        name="consent"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        error={errorFor('consent')}
      >
        {STOCK_ALERT_CONSENT_TEXT}
      </CheckboxField>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SubmitButton pending={ask.isPending} label="Save my alert" pendingLabel="Saving…" />
    </form>
  );
}
