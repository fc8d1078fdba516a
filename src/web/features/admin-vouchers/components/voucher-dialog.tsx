import type { FormEvent } from 'react';
import { VOUCHER_TYPE_LABELS, VOUCHER_TYPES } from '#shared/constants.js';
import { type Voucher, voucherPayloadSchema } from '#shared/schemas/voucher.js';
import { endedWarning } from '#shared/voucher-state.js';
import { InputField, NumberField, SelectField } from '#web/components/admin-fields.tsx';
import { AuditHistory } from '#web/components/audit-history.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { Switch } from '#web/components/switch.tsx';
import { checkValues } from '#web/lib/check-values.ts';
import { useFormFields } from '#web/lib/use-form-fields.ts';
import { useSaveVoucher } from '../api/save-voucher';
import {
  FIELD_OF_PAYLOAD_KEY,
  formValuesOf,
  fromPickerValue,
  payloadOf,
  VOUCHER_FORM_DEFAULTS,
} from '../lib/voucher-form';

interface VoucherDialogProps {
  /** Undefined: Add Voucher. */
  voucher: Voucher | undefined;
  onClose: () => void;
}

/** Spec section 2, Voucher modal: its title, fields, labels, steps and buttons exactly. */
export function VoucherDialog({ voucher, onClose }: VoucherDialogProps) {
  const save = useSaveVoucher();
  const { values, set, bind, setProblem, clearOnInput } = useFormFields(
    voucher ? formValuesOf(voucher) : VOUCHER_FORM_DEFAULTS,
  );
  const percent = values.kind === 'percent';
  // Said while the end typed is past, before and while saving; the save itself is not refused.
  const ended = endedWarning({ expiresAt: fromPickerValue(values.expiresAt) }, new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(voucherPayloadSchema, payloadOf(values), 'code');
    if (checked.problem) {
      const { field, message } = checked.problem;
      setProblem({ field: FIELD_OF_PAYLOAD_KEY[field] ?? 'code', message });
      return;
    }
    setProblem(null);
    save.mutate({ id: voucher?.id, payload: checked.data }, { onSuccess: onClose });
  }

  return (
    <FormDialog
      title={voucher ? 'Edit Voucher' : 'Add Voucher'}
      closeLabel="Close voucher form"
      onClose={onClose}
      width="xl"
      bodyClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:min-w-0"
      form={{
        onSubmit: submit,
        onInput: clearOnInput,
        submitLabel: voucher ? 'Save' : 'Create',
        pending: save.isPending,
      }}
    >
      <InputField
        label="Code"
        className="sm:col-span-2"
        required
        autoComplete="off"
        placeholder="WELCOME10"
        controlClassName="uppercase"
        {...bind('code')}
        onChange={(event) => set('code', event.target.value.toUpperCase())}
      />
      <SelectField
        label="Type"
        options={VOUCHER_TYPES}
        optionLabel={(kind) => VOUCHER_TYPE_LABELS[kind]}
        {...bind('kind')}
      />
      <NumberField
        label={percent ? 'Value (%)' : 'Value ($)'}
        inputMode="decimal"
        required
        step={percent ? 1 : 0.01}
        {...bind('value')}
      />
      <NumberField
        label="Min Subtotal ($)"
        inputMode="decimal"
        step={0.01}
        {...bind('minSubtotal')}
      />
      <NumberField
        label="Max Uses (0 = unlimited)"
        inputMode="numeric"
        step={1}
        {...bind('maxUses')}
      />
      <InputField label="Starts" type="datetime-local" {...bind('startsAt')} />
      <InputField
        label="Ends"
        type="datetime-local"
        hint={
          ended && (
            <span role="status" className="font-medium text-gold-deep">
              {ended}
            </span>
          )
        }
        {...bind('expiresAt')}
      />
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
    </FormDialog>
  );
}
