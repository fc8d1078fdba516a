import type { ShowroomVisitRow } from '#server/db/schema/index.js';
import type { StaffVisit, Visit } from '#shared/schemas/showroom-visits.js';
import { formatMinuteOfDay, formatVisitTime, showroomOf } from '#shared/showrooms.js';

/** Why a visit's link can no longer change it; null while it can. */
export function visitNotice(visit: ShowroomVisitRow, now: Date): string | null {
  if (visit.state === 'cancelled') {
    return 'This visit was cancelled. You are welcome to book a new one.';
  }
  if (visit.state !== 'booked' || visit.startsAt <= now) {
    return 'This visit has passed, so it can no longer be changed. You are welcome to book a new one.';
  }
  return null;
}

export function showroomNameOf(showroomId: number): string {
  return showroomOf(showroomId)?.name ?? `Showroom ${showroomId}`;
}

/** A visit as its visitor sees it through their link. */
export function toVisit(visit: ShowroomVisitRow, now: Date): Visit {
  const notice = visitNotice(visit, now);
  return {
    showroomId: visit.showroomId,
    showroomName: showroomNameOf(visit.showroomId),
    address: showroomOf(visit.showroomId)?.address ?? '',
    date: visit.day,
    start: visit.startMinute,
    when: formatVisitTime(visit.day, visit.startMinute),
    state: visit.state,
    name: visit.name,
    mattresses: visit.mattresses,
    changeable: notice === null,
    notice,
  };
}

export function toStaffVisit(visit: ShowroomVisitRow): StaffVisit {
  return {
    id: visit.id,
    start: visit.startMinute,
    time: formatMinuteOfDay(visit.startMinute),
    state: visit.state,
    name: visit.name,
    phone: visit.phone,
    email: visit.email,
    mattresses: visit.mattresses,
  };
}
