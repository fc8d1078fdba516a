import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError } from '#server/lib/http-errors.js';
import type { AccountErasureHook, ErasedAccount } from '#server/modules/auth/index.js';
import { forgetMailsTo } from '#server/modules/mail/index.js';
import {
  accountOrderIds,
  hasOpenCheckout,
  unfinishedOrderIds,
} from './account-erasure-repository.js';
import { deleteUser } from './admin-repository.js';

/** What an erasure runs with: the modules' hooks (app.accountHooks.accountErased) and the time. */
export interface AccountErasure {
  hooks: readonly AccountErasureHook[];
  now: Date;
}

/**
 * What an order still under way does to a deletion (decision 0075): the holder's own request
 * waits for it; staff's delete (the spec's user management) goes ahead and leaves those orders
 * as they are, since their delivery or inspection needs the name, phone and address.
 */
export type UnderWayOrders = 'refuse' | 'keep';

const PAYMENT_UNDER_WAY_MESSAGE =
  'A payment is still under way in this account. Try again once it has completed or expired.';

function unfinishedMessage(orderIds: number[]): string {
  const one = orderIds.length === 1;
  const named = orderIds.map((id) => `#${id}`).join(', ');
  const orders = one ? `Order ${named} is` : `Orders ${named} are`;
  return `${orders} still under way (a delivery or a warranty claim). The account can be deleted once ${one ? 'it is' : 'they are'} done: until then we need its details.`;
}

/** Refuses while an order is under way (decision 0075): its data is still needed. */
async function assertNothingUnderWay(tx: Executor, account: ErasedAccount): Promise<void> {
  const unfinished = await unfinishedOrderIds(tx, account.orderIds);
  if (unfinished.length > 0) {
    throw new HttpError(409, unfinishedMessage(unfinished), 'orders_in_progress');
  }
  if (await hasOpenCheckout(tx, account.userId)) {
    throw new HttpError(409, PAYMENT_UNDER_WAY_MESSAGE, 'orders_in_progress');
  }
}

/**
 * Deletes an account and everything personal the shop holds of its holder, in the caller's
 * transaction, which has locked the account's row (decision 0075): each module erases its own
 * tables through its hook (orders kept anonymised, checkouts, notes, visits, newsletter, reviews
 * anonymised, stock alerts), then the mails and the row go. The row's deletion takes its sessions, reset and e-mail links, e-mail
 * verifications, saved address and bags with it (ON DELETE CASCADE).
 */
export async function eraseAccount(
  tx: Executor,
  user: UserRow,
  { hooks, now }: AccountErasure,
  underWay: UnderWayOrders,
): Promise<void> {
  const whose = {
    userId: user.id,
    email: user.email,
    since: user.emailVerifiedAt ? null : user.createdAt,
  };
  const orderIds = await accountOrderIds(tx, whose);
  const account: ErasedAccount = { ...whose, orderIds, now };
  if (underWay === 'refuse') {
    await assertNothingUnderWay(tx, account);
  } else {
    const unfinished = new Set(await unfinishedOrderIds(tx, orderIds));
    account.orderIds = orderIds.filter((id) => !unfinished.has(id));
  }
  for (const hook of hooks) await hook(tx, account);
  await forgetMailsTo(tx, account.email, account.since);
  await deleteUser(tx, account.userId);
}
