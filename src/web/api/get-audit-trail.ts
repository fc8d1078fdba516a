import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditApiPath } from '#shared/admin-api-paths.js';
import { type AuditEntityType, type AuditEntry, auditListSchema } from '#shared/schemas/audit.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';

export interface AuditFilter {
  entityType?: AuditEntityType | undefined;
  entityId?: number | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /admin/audit: the trail of one item, or of everything filtered; newest first. */
export function useAuditTrail(filter: AuditFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...auditQueryKey, filter],
      queryFn: ({ signal }): Promise<AuditEntry[]> =>
        api
          .get(auditApiPath, { query: { ...filter }, schema: auditListSchema, signal })
          .then((answer) => answer.entries),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled,
    }),
  );
}
