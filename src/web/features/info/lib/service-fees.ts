import { DELIVERY_SERVICE_FACTS, type DeliveryServiceCode } from '#shared/delivery-services.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import type { DeliveryService } from '#shared/schemas/delivery-services.js';
import type { FeeRow } from '../components/fee-table';

/** The spec's order of the services on the delivery page (section 9), after the delivery fees. */
const PAGE_ORDER: readonly DeliveryServiceCode[] = ['urgent', 'transport', 'shifting', 'disposal'];

/** What the pages say of a service staff have stopped offering: still listed, without a price. */
export const NOT_OFFERED = 'Not offered at the moment';

/** "S$240.00 per set": a transport or shifting price as the FAQ writes it. */
export function servicePrice(service: DeliveryService): string {
  return `${formatSgd(centsToDollars(service.priceCents))} per ${service.per}`;
}

/** What the services' rows say while their prices load, or when they could not be loaded. */
export type ServicesState = { services: readonly DeliveryService[] } | { note: string };

/**
 * The services' rows of the delivery page's fee table, in the spec's order: each price as the
 * shop has it now, or that the service is not offered. Their names are the code's, so the rows
 * stand in place (with a note) before the prices arrive.
 */
export function serviceFeeRows(state: ServicesState): FeeRow[] {
  return PAGE_ORDER.map((code) => {
    const item = DELIVERY_SERVICE_FACTS[code].name;
    if ('note' in state) return { item, amount: state.note, isNote: true };
    const service = state.services.find((each) => each.code === code);
    if (!service?.offered) return { item, amount: NOT_OFFERED, isNote: true };
    const amount = formatSgd(centsToDollars(service.priceCents));
    // Had once per order: the amount alone, as the page writes a fee.
    return service.per === 'order' ? { item, amount } : { item, amount, per: service.per };
  });
}

/**
 * The FAQ's answer about moving a bed the shopper already has: the transport and shifting
 * services as offered now; undefined until both are known.
 */
export function movingAnswer(services: readonly DeliveryService[]): string | undefined {
  const transport = services.find((service) => service.code === 'transport');
  const shifting = services.find((service) => service.code === 'shifting');
  if (!transport || !shifting) return undefined;
  if (!transport.offered && !shifting.offered) {
    return 'Not at the moment: neither transporting an existing product nor our shifting service is offered right now.';
  }
  const says = (service: DeliveryService, subject: string) =>
    service.offered
      ? `${subject} costs ${servicePrice(service)}`
      : `${subject} is ${NOT_OFFERED.toLowerCase()}`;
  return `Yes. ${says(transport, 'Transporting an existing product')}, and ${says(shifting, 'our shifting service')}.`;
}
