import type { FastifyInstance } from 'fastify';
import { cartContextOf, mergeVisitorCart } from './service.js';

/**
 * The login route's hand-over of the visitor's bag. The login itself has already succeeded, so a
 * merge that fails is logged rather than turned into a failed login; the visitor's bag stays in the
 * database untouched (swept later), and nothing in the customer's bag is half-written.
 */
export async function mergeBagAtLogin(
  app: FastifyInstance,
  visitorSessionIdHash: string,
  userId: number,
): Promise<void> {
  try {
    await mergeVisitorCart(cartContextOf(app), visitorSessionIdHash, userId);
  } catch (error) {
    app.log.error({ err: error }, 'merging the visitor bag at login failed');
  }
}
