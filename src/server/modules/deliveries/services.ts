import type { Database, Executor } from '#server/db/client.js';
import { InvalidFieldsError } from '#server/lib/http-errors.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import {
  DELIVERY_SERVICE_CODES,
  DELIVERY_SERVICE_FACTS,
  type DeliveryServiceCode,
} from '#shared/delivery-services.js';
import { formatCents } from '#shared/money.js';
import { SHOP_SETTING_IDS } from '#shared/schemas/audit.js';
import {
  type ChosenService,
  DELIVERY_SERVICE_MESSAGES,
  type DeliveryService,
  type UpdateDeliveryService,
} from '#shared/schemas/delivery-services.js';
import { type DeliveryServiceRow, findServices, saveService } from './services-repository.js';

// The delivery services a shopper adds at checkout, priced by staff (issue 24, decision 0061).

function withFacts(row: DeliveryServiceRow): DeliveryService {
  return { ...DELIVERY_SERVICE_FACTS[row.code], ...row };
}

/** GET /delivery-services: every service with its words, price and offer, in the code's order. */
export async function listServices(db: Executor): Promise<DeliveryService[]> {
  const rows = await findServices(db);
  const place = (row: DeliveryServiceRow) => DELIVERY_SERVICE_CODES.indexOf(row.code);
  return rows.sort((a, b) => place(a) - place(b)).map(withFacts);
}

/** A service's line of a checkout: its name and the price it has now. */
export interface ServiceLine {
  serviceCode: DeliveryServiceCode;
  name: string;
  qty: number;
  unitPriceCents: number;
}

/**
 * The chosen services priced as the shop offers them now, in the checkout's transaction: the
 * browser names a service and a quantity, never a price. A service no longer offered is refused
 * at the delivery step's services, with every other.
 */
export async function priceServices(
  tx: Executor,
  chosen: readonly ChosenService[],
): Promise<ServiceLine[]> {
  if (chosen.length === 0) return [];
  const rows = new Map(
    (
      await findServices(
        tx,
        chosen.map((service) => service.code),
      )
    ).map((row) => [row.code, row]),
  );
  const refused = chosen.filter((service) => !rows.get(service.code)?.offered);
  if (refused.length > 0) {
    throw new InvalidFieldsError(
      refused.map((service) => ({
        msg: DELIVERY_SERVICE_MESSAGES.notOffered(DELIVERY_SERVICE_FACTS[service.code].name),
        path: 'services',
      })),
    );
  }
  return chosen.map((service) => ({
    serviceCode: service.code,
    name: DELIVERY_SERVICE_FACTS[service.code].name,
    qty: service.qty,
    unitPriceCents: rows.get(service.code)?.priceCents ?? 0,
  }));
}

/** How the audit trail shows a service: its price and whether it is offered. */
function audited(row: { code: DeliveryServiceCode; priceCents: number; offered: boolean }) {
  const { name } = DELIVERY_SERVICE_FACTS[row.code];
  return {
    [`${name}: price`]: formatCents(row.priceCents),
    [`${name}: offered`]: row.offered ? 'yes' : 'no',
  };
}

/** PUT /admin/delivery-services/{code}: a service's price and offer, audited. */
export function updateService(
  db: Database,
  actor: AuditActor,
  code: DeliveryServiceCode,
  values: UpdateDeliveryService,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await findServices(tx, [code], true);
    if (!before) throw new Error(`delivery service ${code} is missing: migration 0030 seeds it`);
    await saveService(tx, code, values);
    await recordAudit(tx, {
      actor,
      entityType: 'setting',
      entityId: SHOP_SETTING_IDS.deliveryServices,
      entityLabel: 'Delivery services',
      action: 'updated',
      before: audited(before),
      after: audited({ code, ...values }),
    });
  });
}
