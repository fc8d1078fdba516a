import { useId } from 'react';
import type { AuditEntityType } from '#shared/schemas/audit.js';
import { useAuditTrail } from '#web/api/get-audit-trail.ts';
import { AuditEntries } from './audit-entries';
import { QueryStates } from './query-states';

interface AuditHistoryProps {
  entityType: AuditEntityType;
  entityId: number;
}

/** The audit trail of one product, voucher, user or order, on that item's own screen. */
export function AuditHistory({ entityType, entityId }: AuditHistoryProps) {
  const trail = useAuditTrail({ entityType, entityId });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
        Change history
      </h3>
      <QueryStates
        query={trail}
        failure="Request failed"
        compact
        empty={<p className="mt-2 text-sm text-muted">No changes recorded yet.</p>}
      >
        {(entries) => (
          <div className="mt-2">
            <AuditEntries entries={entries} />
          </div>
        )}
      </QueryStates>
    </section>
  );
}
