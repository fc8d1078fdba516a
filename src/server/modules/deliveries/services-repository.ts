import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { deliveryServices } from '#server/db/schema/index.js';
import type { DeliveryServiceCode } from '#shared/delivery-services.js';

export type DeliveryServiceRow = typeof deliveryServices.$inferSelect;

/** Every service's price and offer; `codes` narrows it; `lock` holds the rows for a change. */
export async function findServices(
  db: Executor,
  codes?: readonly DeliveryServiceCode[],
  lock = false,
): Promise<DeliveryServiceRow[]> {
  const query = db
    .select()
    .from(deliveryServices)
    .where(codes ? inArray(deliveryServices.code, [...codes]) : undefined)
    // Locked in one order, so two changes never wait on each other's rows.
    .orderBy(deliveryServices.code);
  return lock ? query.for('update') : query;
}

export async function saveService(
  db: Executor,
  code: DeliveryServiceCode,
  values: { priceCents: number; offered: boolean },
): Promise<void> {
  await db.update(deliveryServices).set(values).where(eq(deliveryServices.code, code));
}
