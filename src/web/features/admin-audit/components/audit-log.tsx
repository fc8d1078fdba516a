import { useState } from 'react';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from '#shared/schemas/audit.js';
import { useAuditTrail } from '#web/api/get-audit-trail.ts';
import { allOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { AuditEntries } from '#web/components/audit-entries.tsx';
import { DateRangeFields, useDateRange } from '#web/components/date-range-fields.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { useSettled } from '#web/lib/use-settled.ts';

const TYPING_DELAY_MS = 300;

/**
 * The audit trail's own tab: every change to products, vouchers, users and orders, newest first,
 * filtered by kind of item, admin and Singapore dates.
 */
export function AuditLog() {
  const [entityType, setEntityType] = useState<AuditEntityType | ''>('');
  const [actorText, setActorText] = useState('');
  const range = useDateRange();
  const actor = useSettled(actorText.trim(), TYPING_DELAY_MS);
  const trail = useAuditTrail({
    entityType: entityType || undefined,
    actor: actor || undefined,
    ...range.asked,
  });

  return (
    <div>
      <h2 className="text-2xl text-navy">Audit trail</h2>
      <p className="mt-1 text-sm text-muted">
        Who changed which product, voucher, user, order or setting, when, and from what to what.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
        <SelectField
          label="Kind"
          options={AUDIT_ENTITY_TYPES}
          optionLabel={(type) => AUDIT_ENTITY_LABELS[type]}
          first={allOption}
          value={entityType}
          onChange={(event) => setEntityType(event.target.value as AuditEntityType | '')}
        />
        <InputField
          label="Admin e-mail"
          type="search"
          value={actorText}
          onChange={(event) => setActorText(event.target.value)}
        />
        <DateRangeFields range={range} />
      </div>
      <QueryStates query={trail} failure="Request failed" empty="No changes match these filters.">
        {(entries) => (
          <div className="mt-6">
            <AuditEntries entries={entries} showItem />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
