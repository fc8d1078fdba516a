import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  showroomDayApiPath,
  showroomDayClosingApiPath,
  showroomSettingsApiPath,
  visitOutcomeApiPath,
} from '#shared/admin-api-paths.js';
import { messageSchema } from '#shared/schemas/auth.js';
import {
  type ShowroomDayClosing,
  type ShowroomDayQuery,
  type ShowroomSettings,
  showroomDaySchema,
  staffVisitAnswerSchema,
} from '#shared/schemas/showroom-visits.js';
import type { VisitOutcome } from '#shared/showrooms.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';
import { showToast } from '#web/lib/toasts.ts';

// A showroom's day as store staff run it (decision 0065).

const showroomDayKey = ['admin', 'showroom-day'] as const;

/** GET /admin/showroom-visits: the showroom's visits of a day, by time. */
export function useShowroomDay(query: ShowroomDayQuery) {
  return useQuery({
    queryKey: [...showroomDayKey, query.showroomId, query.date],
    queryFn: ({ signal }) =>
      api.get(showroomDayApiPath, { query, schema: showroomDaySchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change answers the day as it now is: shown at once, the audit trail read afresh. */
function useDayChange<Input>(
  send: (input: Input) => Promise<{ message: string }>,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { failure },
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: showroomDayKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]);
    },
  });
}

export function useMarkVisit() {
  return useDayChange(
    ({ visitId, outcome }: { visitId: number; outcome: VisitOutcome }) =>
      api.put(visitOutcomeApiPath(visitId), { outcome }, { schema: staffVisitAnswerSchema }),
    'Failed to mark the visit',
  );
}

export function useCloseDay() {
  return useDayChange(
    (closing: ShowroomDayClosing) =>
      api.put(showroomDayClosingApiPath, closing, { schema: staffVisitAnswerSchema }),
    'Failed to change the day',
  );
}

export function useSaveSlotSettings() {
  return useDayChange(
    (settings: ShowroomSettings) =>
      api.put(showroomSettingsApiPath, settings, { schema: messageSchema }),
    'Failed to save the slot settings',
  );
}
