import { and, asc, between, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import { type ShowroomVisitRow, showroomVisits } from '#server/db/schema/index.js';

/** What of a visit holds a place: its slot, whatever the state but cancelled. */
export interface HeldSlot {
  day: string;
  startMinute: number;
  slotMinutes: number;
}

/**
 * Held until the transaction ends: one booking, move or closing of this showroom's day at a
 * time, so two visitors who count a slot's last place one after the other cannot both take it.
 * The whole day, not one slot: slots of different lengths (staff changed it) overlap.
 */
export async function lockShowroomDay(
  tx: Transaction,
  showroomId: number,
  day: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`showroom-day:${showroomId}|${day}`}, 0))`,
  );
}

/** The slots held on the showroom's days from `first` to `last`; `except`: leave that visit out. */
export async function findHeldSlots(
  db: Executor,
  showroomId: number,
  first: string,
  last: string,
  except?: number,
): Promise<HeldSlot[]> {
  return db
    .select({
      day: showroomVisits.day,
      startMinute: showroomVisits.startMinute,
      slotMinutes: showroomVisits.slotMinutes,
    })
    .from(showroomVisits)
    .where(
      and(
        eq(showroomVisits.showroomId, showroomId),
        between(showroomVisits.day, first, last),
        ne(showroomVisits.state, 'cancelled'),
        except === undefined ? undefined : ne(showroomVisits.id, except),
      ),
    );
}

export type NewVisit = Omit<typeof showroomVisits.$inferInsert, 'id'>;

export async function insertVisit(tx: Executor, visit: NewVisit): Promise<ShowroomVisitRow> {
  const [row] = await tx.insert(showroomVisits).values(visit).returning();
  if (!row) throw new Error('the visit was not inserted');
  return row;
}

export async function findVisitByLink(
  db: Executor,
  linkHash: string,
): Promise<ShowroomVisitRow | undefined> {
  const [row] = await db.select().from(showroomVisits).where(eq(showroomVisits.linkHash, linkHash));
  return row;
}

/** The visit under its row lock (for a change), or undefined. */
export async function lockVisit(
  tx: Transaction,
  id: number,
): Promise<ShowroomVisitRow | undefined> {
  const [row] = await tx
    .select()
    .from(showroomVisits)
    .where(eq(showroomVisits.id, id))
    .for('update');
  return row;
}

export async function findVisit(db: Executor, id: number): Promise<ShowroomVisitRow | undefined> {
  const [row] = await db.select().from(showroomVisits).where(eq(showroomVisits.id, id));
  return row;
}

export async function updateVisit(
  tx: Executor,
  id: number,
  changes: Partial<NewVisit>,
): Promise<ShowroomVisitRow> {
  const [row] = await tx
    .update(showroomVisits)
    .set(changes)
    .where(eq(showroomVisits.id, id))
    .returning();
  if (!row) throw new Error('the visit was not updated');
  return row;
}

/** Every visit of the showroom's day, by time, cancelled ones too. */
export async function listDayVisits(
  db: Executor,
  showroomId: number,
  day: string,
): Promise<ShowroomVisitRow[]> {
  return db
    .select()
    .from(showroomVisits)
    .where(and(eq(showroomVisits.showroomId, showroomId), eq(showroomVisits.day, day)))
    .orderBy(asc(showroomVisits.startMinute), asc(showroomVisits.id));
}

/**
 * Marks the booked visits of `day` not reminded yet as reminded at `now` and answers them. One
 * UPDATE: a second instance running at the same moment waits for the first's row locks, then
 * finds them reminded and takes none (PostgreSQL re-checks the WHERE of a row that changed).
 */
export async function claimRemindersDue(
  tx: Executor,
  day: string,
  now: Date,
): Promise<ShowroomVisitRow[]> {
  return tx
    .update(showroomVisits)
    .set({ remindedAt: now })
    .where(
      and(
        eq(showroomVisits.day, day),
        eq(showroomVisits.state, 'booked'),
        isNull(showroomVisits.remindedAt),
      ),
    )
    .returning();
}

/** Deletes every visit of a day before `day`; answers how many. */
export async function deleteVisitsBefore(db: Executor, day: string): Promise<number> {
  const gone = await db
    .delete(showroomVisits)
    .where(lt(showroomVisits.day, day))
    .returning({ id: showroomVisits.id });
  return gone.length;
}
