import type { Executor, Transaction } from '#server/db/client.js';
import {
  InvalidFieldsError,
  type ListedProblem,
  RefusedInputError,
} from '#server/lib/http-errors.js';
import { formatDeliveryDate } from '#shared/delivery.js';
import {
  type ShowroomCalendar,
  VISIT_MESSAGES,
  type VisitSlot,
} from '#shared/schemas/showroom-visits.js';
import {
  formatMinuteOfDay,
  type Showroom,
  showroomOf,
  slotStarts,
  visitDayRange,
} from '#shared/showrooms.js';
import { addDays, daysInRange, shopInstant } from '#shared/time.js';
import { findClosedDays, findSlotSettings, type SlotSettings } from './settings-repository.js';
import { findHeldSlots, type HeldSlot, lockShowroomDay } from './visits-repository.js';

// Which slots a showroom offers and how many places each has left (decision 0065).

/** Places left in the slot from `start` for `minutes`: each visit it overlaps takes one. */
function placesLeft(start: number, minutes: number, capacity: number, held: HeldSlot[]): number {
  const taken = held.filter(
    (visit) => visit.startMinute < start + minutes && start < visit.startMinute + visit.slotMinutes,
  ).length;
  return Math.max(0, capacity - taken);
}

function knownShowroom(showroomId: number): Showroom {
  const showroom = showroomOf(showroomId);
  if (!showroom)
    throw new InvalidFieldsError([{ msg: VISIT_MESSAGES.showroom, path: 'showroomId' }]);
  return showroom;
}

/** GET /showrooms/:showroomId/calendar: tomorrow to 30 days ahead, each slot with its places left. */
export async function showroomCalendar(
  db: Executor,
  showroomId: number,
  now: Date,
): Promise<ShowroomCalendar> {
  const showroom = knownShowroom(showroomId);
  const { first, last } = visitDayRange(now);
  const [settings, closed, held] = await Promise.all([
    findSlotSettings(db, showroomId),
    findClosedDays(db, showroomId, first, last),
    findHeldSlots(db, showroomId, first, last),
  ]);
  const starts = slotStarts(showroom, settings.slotMinutes);
  const days = Array.from({ length: daysInRange(first, last) }, (_, index) => {
    const date = addDays(first, index);
    const heldThatDay = held.filter((visit) => visit.day === date);
    return {
      date,
      label: formatDeliveryDate(date),
      closed: closed.has(date),
      slots: closed.has(date)
        ? []
        : starts.map((start) => ({
            start,
            label: formatMinuteOfDay(start),
            left: placesLeft(start, settings.slotMinutes, settings.visitorsPerSlot, heldThatDay),
          })),
    };
  });
  return { showroomId, slotMinutes: settings.slotMinutes, days };
}

/** What is wrong with the day and time asked for, each at its field (none: it is a slot). */
async function slotProblems(
  db: Executor,
  slot: VisitSlot,
  settings: SlotSettings,
  now: Date,
): Promise<ListedProblem[]> {
  const showroom = knownShowroom(slot.showroomId);
  const problems: ListedProblem[] = [];
  const { first, last } = visitDayRange(now);
  if (slot.date < first) problems.push({ msg: VISIT_MESSAGES.past, path: 'date' });
  else if (slot.date > last) problems.push({ msg: VISIT_MESSAGES.tooFar, path: 'date' });
  else if ((await findClosedDays(db, slot.showroomId, slot.date, slot.date)).has(slot.date)) {
    problems.push({ msg: VISIT_MESSAGES.closed, path: 'date' });
  }
  if (!slotStarts(showroom, settings.slotMinutes).includes(slot.start)) {
    problems.push({ msg: VISIT_MESSAGES.outsideHours, path: 'start' });
  }
  return problems;
}

/**
 * Takes a place in the slot for a visit the caller then writes in `tx`, or refuses: every
 * problem of the day and time at once (400, with `extra` problems of other fields), or a full
 * slot (409 visit_slot_full). Counted under the day's lock, which `tx` holds until it ends.
 * `except`: a visit being moved, whose own place is not counted against it.
 */
export async function takeVisitSlot(
  tx: Transaction,
  slot: VisitSlot,
  now: Date,
  extra: ListedProblem[] = [],
  except?: number,
): Promise<{ slotMinutes: number; startsAt: Date }> {
  await lockShowroomDay(tx, slot.showroomId, slot.date);
  const settings = await findSlotSettings(tx, slot.showroomId);
  const problems = [...(await slotProblems(tx, slot, settings, now)), ...extra];
  if (problems.length > 0) throw new InvalidFieldsError(problems);
  const held = await findHeldSlots(tx, slot.showroomId, slot.date, slot.date, except);
  if (placesLeft(slot.start, settings.slotMinutes, settings.visitorsPerSlot, held) === 0) {
    const msg = VISIT_MESSAGES.full;
    throw new RefusedInputError(409, msg, 'visit_slot_full', [{ msg, path: 'start' }]);
  }
  return { slotMinutes: settings.slotMinutes, startsAt: shopInstant(slot.date, slot.start) };
}
