import { type FormEvent, useId, useState } from 'react';
import { VOUCHER_TYPE_LABELS, VOUCHER_TYPES } from '#shared/constants.js';
import { type Voucher, voucherPayloadSchema } from '#shared/schemas/voucher.js';
import { AuditHistory } from '#web/components/audit-history.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { DialogHeader } from '#web/components/dialog-header.tsx';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { Switch } from '#web/components/switch.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
import { checkValues } from '#web/lib/check-values.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useSaveVoucher } from '../api/save-voucher';
import {
  FIELD_OF_PAYLOAD_KEY,
  formValuesOf,
  payloadOf,
  VOUCHER_FORM_DEFAULTS,
  type VoucherFormValues,
} from '../lib/voucher-form';

interface VoucherDialogProps {
  /** Undefined: Add Voucher. */
  voucher: Voucher | undefined;
  onClose: () => void;
}

/** Spec section 2, Voucher modal: its title, fields, labels, steps and buttons exactly. */
export function VoucherDialog({ voucher, onClose }: VoucherDialogProps) {
  const titleId = useId();
  const save = useSaveVoucher();
  const [values, setValues] = useState<VoucherFormValues>(
    voucher ? formValuesOf(voucher) : VOUCHER_FORM_DEFAULTS,
  );
  const { setProblem, errorFor, clearOnInput } = useFieldProblem<keyof VoucherFormValues>();
  const set = <K extends keyof VoucherFormValues>(field: K, value: VoucherFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const percent = values.kind === 'percent';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(voucherPayloadSchema, payloadOf(values), 'code');
    if (checked.problem) {
      const { field, message } = checked.problem;
      setProblem({ field: FIELD_OF_PAYLOAD_KEY[field] ?? 'code', message });
      return;
    }
    setProblem(null);
    save.mutate(
      { id: voucher?.id, payload: checked.data },
      { onSuccess: onClose, onError: (error) => alertFailure(error, 'Failed to save voucher') },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="h-dvh w-full sm:mx-auto sm:my-8 sm:h-auto sm:max-w-xl"
    >
      <form
        onInput={clearOnInput}
        noValidate
        onSubmit={submit}
        className="flex h-full flex-col bg-white sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl"
      >
        <DialogHeader
          titleId={titleId}
          title={voucher ? 'Edit Voucher' : 'Add Voucher'}
          closeLabel="Close voucher form"
          onClose={onClose}
        />
        <div className="grid flex-1 grid-cols-1 gap-4 overflow-y-auto px-5 py-6 sm:grid-cols-2 [&>*]:min-w-0">
          <Field label="Code" error={errorFor('code')} className="sm:col-span-2">
            {(control) => (
              <input
                {...control}
                name="code"
                required
                autoComplete="off"
                placeholder="WELCOME10"
                value={values.code}
                onChange={(event) => set('code', event.target.value.toUpperCase())}
                className={`${controlClass} uppercase`}
              />
            )}
          </Field>
          <Field label="Type" error={errorFor('kind')}>
            {(control) => (
              <select
                {...control}
                name="kind"
                value={values.kind}
                onChange={(event) => set('kind', event.target.value as VoucherFormValues['kind'])}
                className={controlClass}
              >
                {VOUCHER_TYPES.map((kind) => (
                  <option key={kind} value={kind}>
                    {VOUCHER_TYPE_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={percent ? 'Value (%)' : 'Value ($)'} error={errorFor('value')}>
            {(control) => (
              <input
                {...control}
                name="value"
                type="number"
                inputMode="decimal"
                required
                min={0}
                step={percent ? 1 : 0.01}
                value={values.value}
                onChange={(event) => set('value', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Field label="Min Subtotal ($)" error={errorFor('minSubtotal')}>
            {(control) => (
              <input
                {...control}
                name="minSubtotal"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.minSubtotal}
                onChange={(event) => set('minSubtotal', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Field label="Max Uses (0 = unlimited)" error={errorFor('maxUses')}>
            {(control) => (
              <input
                {...control}
                name="maxUses"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.maxUses}
                onChange={(event) => set('maxUses', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Field label="Starts" error={errorFor('startsAt')}>
            {(control) => (
              <input
                {...control}
                name="startsAt"
                type="datetime-local"
                value={values.startsAt}
                onChange={(event) => set('startsAt', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Field label="Ends" error={errorFor('expiresAt')}>
            {(control) => (
              <input
                {...control}
                name="expiresAt"
                type="datetime-local"
                value={values.expiresAt}
                onChange={(event) => set('expiresAt', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Switch
              label="Active"
              checked={values.active}
              onText="Active"
              offText="Inactive"
              onChange={(active) => set('active', active)}
            />
          </div>
          {voucher && (
            <div className="sm:col-span-2">
              <AuditHistory entityType="voucher" entityId={voucher.id} />
            </div>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-sand px-5 py-4">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {voucher ? 'Save' : 'Create'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
