import { formatSgd } from '#shared/money.js';
import type { ServiceFee } from './service-facts';

/** "S$120.00 per set", or just the amount for a fee charged once. */
export function formatFee({ amount, per }: ServiceFee): string {
  return per ? `${formatSgd(amount)} per ${per}` : formatSgd(amount);
}
