import { AUDIT_ENTITY_LABELS, type AuditEntry, type AuditValue } from '#shared/schemas/audit.js';
import { formatDateTime } from '#shared/time.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as staff read it: Yes/No, times in Singapore time, "—" for nothing. */
function shown(value: AuditValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  return String(value);
}

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  created: 'created',
  updated: 'changed',
  deleted: 'deleted',
  exported: 'data given out',
};

interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  /** Each entry names its item (the audit tab); on the item's own screen it goes without saying. */
  showItem?: boolean;
}

/** Audit entries, newest first: who, when, and each field from what to what. */
export function AuditEntries({ entries, showItem = false }: AuditEntriesProps) {
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-sand bg-white/60 px-4 py-3 text-sm">
          <p className="flex flex-wrap gap-x-2 text-ink">
            {showItem && (
              <span className="font-semibold text-navy">
                {AUDIT_ENTITY_LABELS[entry.entityType]} {entry.entityLabel}
              </span>
            )}
            <span>
              {ACTION_WORDS[entry.action]} by{' '}
              <span className="font-medium">{entry.actorEmail}</span>
            </span>
            <time dateTime={entry.createdAt} className="text-muted">
              {formatDateTime(entry.createdAt)}
            </time>
          </p>
          {entry.changes.length > 0 && (
            <dl className="mt-2 grid gap-1">
              {entry.changes.map((change) => (
                <div key={change.field} className="flex min-w-0 flex-wrap gap-x-2">
                  <dt className="text-muted">{change.field}:</dt>
                  <dd className="min-w-0 break-words">
                    {entry.action === 'updated' ? (
                      <>
                        <span className="line-clamp-2 inline">{shown(change.from)}</span>
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only"> to </span>
                        <span className="line-clamp-2 inline font-medium">{shown(change.to)}</span>
                      </>
                    ) : (
                      <span className="line-clamp-2">
                        {shown(entry.action === 'created' ? change.to : change.from)}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
