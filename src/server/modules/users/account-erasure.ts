import { createHash } from 'node:crypto';
import type { Database, Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError } from '#server/lib/http-errors.js';
import {
  anonymiseOrders,
  anonymiseReviews,
  deleteByAddress,
  type ErasureScope,
  purgeAnonymisedOrders,
  unfinishedOrderIds,
  withdrawNewsletter,
} from './account-erasure-repository.js';
import { deleteUser } from './admin-repository.js';

/** The name a deleted account's reviews keep: they stay on the product pages, by nobody. */
export const ANONYMISED_REVIEWER = 'A verified buyer';

function unfinishedMessage(orderIds: number[]): string {
  const named = orderIds.map((id) => `#${id}`).join(', ');
  const orders = orderIds.length === 1 ? `Order ${named} is` : `Orders ${named} are`;
  return `${orders} still under way (a delivery or a warranty claim). The account can be deleted once ${orderIds.length === 1 ? 'it is' : 'they are'} done: until then we need its details.`;
}

/** The consent record's key once the address is gone: proof of a withdrawal, not the address. */
function addressHash(email: string): string {
  return `sha256:${createHash('sha256').update(email).digest('hex')}`;
}

/**
 * Deletes an account and everything personal the shop holds of its holder, in the caller's
 * transaction, which has locked the account's row (decision 0075). Refused while an order is under
 * way. Orders and their tax invoices stay for the books, anonymised; the row's deletion takes its
 * sessions, reset and e-mail links, e-mail verifications, saved address and bags with it (ON
 * DELETE CASCADE). The anonymised orders' ids are returned.
 */
export async function eraseAccount(tx: Executor, account: UserRow, now: Date): Promise<number[]> {
  const scope: ErasureScope = {
    userId: account.id,
    email: account.email,
    since: account.emailVerifiedAt ? null : account.createdAt,
  };
  const unfinished = await unfinishedOrderIds(tx, scope);
  if (unfinished.length > 0) {
    throw new HttpError(409, unfinishedMessage(unfinished), 'orders_in_progress');
  }
  const anonymised = await anonymiseOrders(tx, scope, now);
  await anonymiseReviews(tx, account.id, ANONYMISED_REVIEWER);
  await deleteByAddress(tx, scope);
  await withdrawNewsletter(tx, scope, addressHash(account.email), now);
  await deleteUser(tx, account.id);
  return anonymised;
}

/** IRAS's record keeping: a sale's records are kept five years (decision 0075). */
export const RECORD_KEEPING_YEARS = 5;

/**
 * Housekeeping: deletes the anonymised orders older than the years their records must be kept,
 * in one transaction: the number deleted. Orders of live accounts and guests are not touched.
 */
export function purgeExpiredAnonymisedOrders(db: Database, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - RECORD_KEEPING_YEARS);
  return db.transaction((tx) => purgeAnonymisedOrders(tx, before));
}
