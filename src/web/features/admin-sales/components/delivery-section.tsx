import { shopInfo } from '#shared/shop-info.js';
import { useDeliverySlots } from '#web/api/get-delivery-slots.ts';
import { InputField } from '#web/components/admin-fields.tsx';
import { controlClass, Field } from '#web/components/form-field.tsx';
import type { SaleDraft } from './sale-draft';

interface Props {
  draft: SaleDraft;
  change: (values: Partial<SaleDraft>) => void;
  errorFor: (path: string) => string | undefined;
}

/** Where it goes and when (only windows with a place left are offered), and where it is sold. */
export function DeliverySection({ draft, change, errorFor }: Props) {
  const slots = useDeliverySlots(true);
  return (
    <div className="grid gap-3">
      <h3 id="sale-delivery" className="text-lg text-navy">
        Delivery
      </h3>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <InputField
          label="Address"
          name="addressLine"
          autoComplete="off"
          value={draft.addressLine}
          error={errorFor('addressLine')}
          onChange={(event) => change({ addressLine: event.target.value })}
        />
        <InputField
          label="Unit (optional)"
          name="unitNumber"
          placeholder="#05-12"
          value={draft.unitNumber}
          error={errorFor('unitNumber')}
          onChange={(event) => change({ unitNumber: event.target.value })}
        />
        <InputField
          label="Postal code"
          name="postalCode"
          inputMode="numeric"
          value={draft.postalCode}
          error={errorFor('postalCode')}
          onChange={(event) => change({ postalCode: event.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Delivery slot"
          error={errorFor('deliveryDate') ?? errorFor('deliveryWindow')}
          hint="Only windows with a place left. Without one, the payment page or staff book it later."
        >
          {(control) => (
            <select
              {...control}
              name="deliveryDate"
              value={draft.slot}
              className={controlClass}
              onChange={(event) => change({ slot: event.target.value })}
            >
              <option value="">No slot yet</option>
              {slots.data?.days.flatMap((day) =>
                day.windows.map((window) => (
                  <option key={`${day.date}|${window.id}`} value={`${day.date}|${window.id}`}>
                    {day.label}, {window.label}
                  </option>
                )),
              )}
            </select>
          )}
        </Field>
        <Field label="Sold at" error={errorFor('showroomId') ?? errorFor('channel')}>
          {(control) => (
            <select
              {...control}
              name="showroomId"
              value={draft.where}
              className={controlClass}
              onChange={(event) => change({ where: event.target.value })}
            >
              {shopInfo.stores.map((store) => (
                <option key={store.id} value={String(store.id)}>
                  {store.name}
                </option>
              ))}
              <option value="phone">Phone</option>
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
