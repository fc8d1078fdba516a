import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelVisitApiPath,
  moveVisitApiPath,
  showroomCalendarApiPath,
  showroomVisitsApiPath,
  visitLinkApiPath,
} from '#shared/api-paths.js';
import {
  type BookVisit,
  showroomCalendarSchema,
  type VisitSlot,
  visitBookedSchema,
  visitSchema,
} from '#shared/schemas/showroom-visits.js';
import { api } from '#web/lib/api-client.ts';

// Showroom visits as the shopper books, moves and cancels them (decision 0065).

const calendarKey = ['showroom-calendar'] as const;
const visitKey = ['showroom-visit'] as const;

/** GET /showrooms/:id/calendar: the showroom's bookable days, each slot's places left. */
export function useShowroomCalendar(showroomId: number | undefined) {
  return useQuery({
    queryKey: [...calendarKey, showroomId],
    queryFn: ({ signal }) =>
      api.get(showroomCalendarApiPath(showroomId ?? 0), { schema: showroomCalendarSchema, signal }),
    enabled: showroomId !== undefined,
  });
}

/** A booking or a change takes or gives back a place: every calendar is read afresh. */
function useRefreshCalendars() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKey });
}

export function useBookVisit() {
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationFn: (booking: BookVisit) =>
      api.post(showroomVisitsApiPath, booking, { schema: visitBookedSchema }),
    onSettled: refresh,
  });
}

/** GET /showroom-visits/link: the visit the mailed link opens (a 404 says the link is wrong). */
export function useVisitByLink(token: string) {
  return useQuery({
    queryKey: [...visitKey, token],
    queryFn: ({ signal }) => api.get(visitLinkApiPath(token), { schema: visitSchema, signal }),
    enabled: token !== '',
    retry: false,
  });
}

function useVisitChange<Body>(path: string, token: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCalendars();
  return useMutation({
    mutationFn: (body: Body) => api.post(path, { token, ...body }, { schema: visitBookedSchema }),
    onSuccess: (answer) => queryClient.setQueryData([...visitKey, token], answer.visit),
    onSettled: refresh,
  });
}

export const useCancelVisit = (token: string) =>
  useVisitChange<Record<string, never>>(cancelVisitApiPath, token);

export const useMoveVisit = (token: string) => useVisitChange<VisitSlot>(moveVisitApiPath, token);
