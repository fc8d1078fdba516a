import { VISIT_RETENTION_MONTHS } from '#shared/showrooms.js';
import { addDays, shopDay } from '#shared/time.js';
import type { ShowroomsContext } from './context.js';
import { visitReminderMail } from './visit-mails.js';
import { claimRemindersDue, deleteVisitsBefore } from './visits-repository.js';

// The showroom visits' part of the hourly housekeeping (decision 0065).

/**
 * The day-before reminders: every booked visit of tomorrow (Singapore's day) not reminded yet is
 * marked and mailed in one transaction, so two instances running at once send each one mail.
 * Answers how many were sent.
 */
export async function sendVisitReminders(
  ctx: ShowroomsContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  const tomorrow = addDays(shopDay(now), 1);
  return ctx.db.transaction(async (tx) => {
    const due = await claimRemindersDue(tx, tomorrow, now);
    for (const visit of due) {
      await ctx.mailer.enqueue({ to: visit.email, ...visitReminderMail(visit) }, tx);
    }
    return due.length;
  });
}

/** Days a visit is kept after it: about 12 months (PDPA: kept no longer than its purpose needs). */
export const VISIT_RETENTION_DAYS = Math.round((VISIT_RETENTION_MONTHS * 365) / 12);

/** Deletes the visits of days more than the retention period ago, personal data and all. */
export async function forgetOldVisits(
  ctx: ShowroomsContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  return deleteVisitsBefore(ctx.db, addDays(shopDay(now), -VISIT_RETENTION_DAYS));
}
