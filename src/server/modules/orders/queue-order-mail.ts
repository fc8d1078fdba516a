import type { Executor } from '#server/db/client.js';
import type { MailContent } from '#server/modules/mail/index.js';
import type { OrderMailInput } from './order-mails.js';
import type { OrdersContext } from './order-payments.js';
import { findOrderById, findOrderItems } from './repository.js';
import { orderMailLinks } from './urls.js';

/**
 * Queues the mail `compose` writes about an order (none when it writes none), in the transaction
 * of the change it tells of, so the mail goes exactly when the change is kept.
 */
export async function queueOrderMail(
  ctx: Pick<OrdersContext, 'mailer' | 'publicUrl'>,
  tx: Executor,
  orderId: number,
  compose: (input: OrderMailInput) => MailContent | undefined,
): Promise<void> {
  const order = await findOrderById(tx, orderId);
  if (!order) return;
  const mail = compose({
    order,
    items: await findOrderItems(tx, orderId),
    ...orderMailLinks(ctx.publicUrl, orderId, order.providerSessionId),
  });
  if (mail) await ctx.mailer.enqueue({ to: order.email, ...mail }, tx);
}
