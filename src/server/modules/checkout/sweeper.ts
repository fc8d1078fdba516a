import type { FastifyInstance } from 'fastify';
import type { CheckoutContext } from './checkout-context.js';
import { closeWithProvider } from './fulfilment.js';
import { findExpiredOpenCheckouts } from './repository.js';

const SWEEP_BATCH = 50;

export interface SweepResult {
  completed: number;
  released: number;
  pending: number;
}

/**
 * Closes open checkouts past their expiry whose provider never told us how they ended: each is
 * asked of its provider, then fulfilled (paid meanwhile) or released (stock and voucher use back).
 * Safe on several instances at once: every change happens under the session's row lock. The
 * scheduled runs also take turns across instances (app.runAlone), so a provider is asked once.
 */
export async function sweepExpiredCheckouts(
  ctx: CheckoutContext,
  now: Date = ctx.clock.now(),
): Promise<SweepResult> {
  const result: SweepResult = { completed: 0, released: 0, pending: 0 };
  for (const { providerSessionId } of await findExpiredOpenCheckouts(ctx.db, now, SWEEP_BATCH)) {
    try {
      const outcome = await closeWithProvider(ctx, providerSessionId, 'expired');
      if (outcome !== 'unchanged') result[outcome] += 1;
    } catch (error) {
      // One session the provider cannot answer for now must not stop the others.
      ctx.log.warn({ err: error, providerSessionId }, 'checkout sweep: session not closed');
    }
  }
  return result;
}

/** Runs the sweep in the app every `seconds` (not in tests: they call sweepExpiredCheckouts). */
export function scheduleCheckoutSweep(
  app: FastifyInstance,
  ctx: CheckoutContext,
  seconds: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= app
      .runAlone('checkout-sweep', () => sweepExpiredCheckouts(ctx))
      .then((result) => {
        if (result && result.completed + result.released > 0)
          app.log.info(result, 'checkout sweep');
      })
      .catch((error) => app.log.warn({ err: error }, 'checkout sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, seconds * 1000).unref();
    run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
