import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import { formatDeliveryDate } from '#shared/delivery.js';
import { SHOP_SETTING_IDS } from '#shared/schemas/audit.js';
import type {
  ShowroomDay,
  ShowroomDayClosing,
  ShowroomDayQuery,
  ShowroomSettings,
} from '#shared/schemas/showroom-visits.js';
import { VISIT_STATE_LABELS, type VisitOutcome } from '#shared/showrooms.js';
import type { ShowroomsContext } from './context.js';
import {
  findClosedDays,
  findSlotSettings,
  saveSlotSettings,
  setDayClosed,
} from './settings-repository.js';
import { showroomNameOf, toStaffVisit } from './visit-view.js';
import { listDayVisits, lockShowroomDay, lockVisit, updateVisit } from './visits-repository.js';

// The staff's side of showroom visits (decision 0065): a showroom's day, marking visits, closing
// a day and the slot settings. Closing and the settings are audited as the setting
// "Showroom visits".

/** GET /admin/showroom-visits: the showroom's day, its visits by time (cancelled ones too). */
export async function showroomDay(db: Executor, query: ShowroomDayQuery): Promise<ShowroomDay> {
  const { showroomId, date } = query;
  const [settings, closed, visits] = await Promise.all([
    findSlotSettings(db, showroomId),
    findClosedDays(db, showroomId, date, date),
    listDayVisits(db, showroomId, date),
  ]);
  return {
    showroomId,
    date,
    label: formatDeliveryDate(date),
    closed: closed.has(date),
    ...settings,
    visits: visits.map(toStaffVisit),
  };
}

function auditSetting(
  db: Executor,
  admin: UserRow,
  before: Record<string, string | number>,
  after: Record<string, string | number>,
) {
  return recordAudit(db, {
    actor: admin,
    entityType: 'setting',
    entityId: SHOP_SETTING_IDS.showroomVisits,
    entityLabel: 'Showroom visits',
    action: 'updated',
    before,
    after,
  });
}

/**
 * PUT /admin/showroom-days: closes (or reopens) a showroom for a day under the day's lock, so
 * no booking slips in as it closes. Visits already booked stay: the answer lists them to call.
 */
export async function closeShowroomDay(
  ctx: ShowroomsContext,
  admin: UserRow,
  closing: ShowroomDayClosing,
): Promise<boolean> {
  const { showroomId, date, closed } = closing;
  return ctx.db.transaction(async (tx) => {
    await lockShowroomDay(tx, showroomId, date);
    const changed = await setDayClosed(tx, showroomId, date, closed);
    if (changed) {
      const field = `Closed for visits (${showroomNameOf(showroomId)}, ${formatDeliveryDate(date)})`;
      await auditSetting(
        tx,
        admin,
        { [field]: closed ? 'No' : 'Yes' },
        { [field]: closed ? 'Yes' : 'No' },
      );
    }
    return changed;
  });
}

/** PUT /admin/showroom-settings: booked visits keep their slots; new slots take the new length. */
export async function saveShowroomSettings(
  ctx: ShowroomsContext,
  admin: UserRow,
  asked: ShowroomSettings,
): Promise<void> {
  const { showroomId, slotMinutes, visitorsPerSlot } = asked;
  const name = showroomNameOf(showroomId);
  const fields = (settings: { slotMinutes: number; visitorsPerSlot: number }) => ({
    [`Slot minutes (${name})`]: settings.slotMinutes,
    [`Visitors per slot (${name})`]: settings.visitorsPerSlot,
  });
  await ctx.db.transaction(async (tx) => {
    const before = await findSlotSettings(tx, showroomId);
    await saveSlotSettings(tx, showroomId, { slotMinutes, visitorsPerSlot });
    await auditSetting(tx, admin, fields(before), fields({ slotMinutes, visitorsPerSlot }));
  });
}

/** PUT /admin/showroom-visits/:visitId/outcome: attended or no-show; a cancelled visit stays so. */
export async function markVisit(
  ctx: ShowroomsContext,
  visitId: number,
  outcome: VisitOutcome,
): Promise<{ showroomId: number; date: string; changed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const visit = await lockVisit(tx, visitId);
    if (!visit) throw new NotFoundError(`Visit #${visitId} was not found.`);
    if (visit.state === 'cancelled') {
      throw new HttpError(
        409,
        `Visit #${visitId} was cancelled, so it cannot be marked ${VISIT_STATE_LABELS[outcome].toLowerCase()}.`,
        'visit_change_refused',
      );
    }
    const changed = visit.state !== outcome;
    if (changed) await updateVisit(tx, visitId, { state: outcome, updatedAt: ctx.clock.now() });
    return { showroomId: visit.showroomId, date: visit.day, changed };
  });
}
