import { and, between, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { showroomClosedDays, showroomSettings } from '#server/db/schema/index.js';
import { DEFAULT_SLOT_MINUTES, DEFAULT_VISITORS_PER_SLOT } from '#shared/showrooms.js';

export interface SlotSettings {
  slotMinutes: number;
  visitorsPerSlot: number;
}

/** A showroom's slot length and visitors per slot: as staff set them, or the defaults. */
export async function findSlotSettings(db: Executor, showroomId: number): Promise<SlotSettings> {
  const [row] = await db
    .select({
      slotMinutes: showroomSettings.slotMinutes,
      visitorsPerSlot: showroomSettings.visitorsPerSlot,
    })
    .from(showroomSettings)
    .where(eq(showroomSettings.showroomId, showroomId));
  return row ?? { slotMinutes: DEFAULT_SLOT_MINUTES, visitorsPerSlot: DEFAULT_VISITORS_PER_SLOT };
}

export async function saveSlotSettings(
  db: Executor,
  showroomId: number,
  settings: SlotSettings,
): Promise<void> {
  await db
    .insert(showroomSettings)
    .values({ showroomId, ...settings })
    .onConflictDoUpdate({ target: showroomSettings.showroomId, set: settings });
}

/** The days from `first` to `last` the showroom is closed for visits. */
export async function findClosedDays(
  db: Executor,
  showroomId: number,
  first: string,
  last: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ day: showroomClosedDays.day })
    .from(showroomClosedDays)
    .where(
      and(
        eq(showroomClosedDays.showroomId, showroomId),
        between(showroomClosedDays.day, first, last),
      ),
    );
  return new Set(rows.map((row) => row.day));
}

/** Closes or reopens the day; answers whether that changed anything. */
export async function setDayClosed(
  db: Executor,
  showroomId: number,
  day: string,
  closed: boolean,
): Promise<boolean> {
  if (closed) {
    const added = await db
      .insert(showroomClosedDays)
      .values({ showroomId, day })
      .onConflictDoNothing()
      .returning({ day: showroomClosedDays.day });
    return added.length > 0;
  }
  const removed = await db
    .delete(showroomClosedDays)
    .where(and(eq(showroomClosedDays.showroomId, showroomId), eq(showroomClosedDays.day, day)))
    .returning({ day: showroomClosedDays.day });
  return removed.length > 0;
}
