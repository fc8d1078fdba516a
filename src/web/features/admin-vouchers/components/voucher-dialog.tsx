import { type FormEvent, useId, useState } from 'react';
import { VOUCHER_TYPES } from '#shared/constants.js';
import { type Voucher, voucherPayloadSchema } from '#shared/schemas/voucher.js';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { CloseButton } from '#web/components/close-button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { Switch } from '#web/components/switch.tsx';
import { AdminField, controlClass } from '#web/features/admin-products/components/admin-field.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
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
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const errorFor = (field: keyof VoucherFormValues) =>
    problem?.field === field ? problem.message : undefined;
  const set = <K extends keyof VoucherFormValues>(field: K, value: VoucherFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const percent = values.kind === 'percent';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = voucherPayloadSchema.safeParse(payloadOf(values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = String(issue?.path[0] ?? 'code');
      setProblem({ field: FIELD_OF_PAYLOAD_KEY[key] ?? 'code', message: issue?.message ?? '' });
      return;
    }
    setProblem(null);
    save.mutate(
      { id: voucher?.id, payload: parsed.data },
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
        noValidate
        onSubmit={submit}
        className="flex h-full flex-col bg-white sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-sand px-5 py-3">
          <h2 id={titleId} className="text-xl text-navy">
            {voucher ? 'Edit Voucher' : 'Add Voucher'}
          </h2>
          <CloseButton label="Close voucher form" onClick={onClose} />
        </div>
        <div className="grid flex-1 gap-4 overflow-y-auto px-5 py-6 sm:grid-cols-2">
          <AdminField label="Code" error={errorFor('code')} className="sm:col-span-2">
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
          </AdminField>
          <AdminField label="Type" error={errorFor('kind')}>
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
                    {kind}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label={percent ? 'Value (%)' : 'Value ($)'} error={errorFor('value')}>
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
          </AdminField>
          <AdminField label="Min Subtotal ($)" error={errorFor('minSubtotal')}>
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
          </AdminField>
          <AdminField label="Max Uses (0 = unlimited)" error={errorFor('maxUses')}>
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
          </AdminField>
          <AdminField label="Starts" error={errorFor('startsAt')}>
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
          </AdminField>
          <AdminField label="Ends" error={errorFor('expiresAt')}>
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
          </AdminField>
          <div className="sm:col-span-2">
            <Switch
              label="Active"
              checked={values.active}
              onText="Active"
              offText="Inactive"
              onChange={(active) => set('active', active)}
            />
          </div>
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
