import { showroomOf } from './showrooms.js';

/**
 * Where a sale was made (issue 25, decision 0067): on the web shop, by staff in one of the
 * showrooms of shop-info.json, or by staff taking it on the phone.
 */
export const SALE_CHANNELS = ['online', 'showroom', 'phone'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** The channels staff sell through ('online' is the shopper's own checkout). */
export const STAFF_SALE_CHANNELS = ['showroom', 'phone'] as const;
export type StaffSaleChannel = (typeof STAFF_SALE_CHANNELS)[number];

export const SALE_CHANNEL_LABELS: Record<SaleChannel, string> = {
  online: 'Online',
  showroom: 'Showroom',
  phone: 'Phone',
};

/**
 * How a customer paid at the counter: the card terminal ('card'), NETS, PayNow's QR at the till or
 * cash. Each is an order's payment method as the online ones are, so the split by method counts it.
 */
export const COUNTER_PAYMENT_METHODS = ['card', 'nets', 'paynow', 'cash'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const COUNTER_PAYMENT_METHOD_LABELS: Record<CounterPaymentMethod, string> = {
  card: 'Card terminal',
  nets: 'NETS',
  paynow: 'PayNow QR',
  cash: 'Cash',
};

/** "Online", "Phone", or "Showroom: 8etterSleep Gallery, Ubi": where an order was sold. */
export function saleChannelLabel(channel: SaleChannel, showroomId: number | null): string {
  const showroom = showroomId === null ? undefined : showroomOf(showroomId);
  return showroom
    ? `${SALE_CHANNEL_LABELS[channel]}: ${showroom.name}`
    : SALE_CHANNEL_LABELS[channel];
}
