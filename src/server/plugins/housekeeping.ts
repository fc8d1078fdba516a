import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOUR_MS = 60 * 60 * 1000;

/**
 * One hourly task a module hands in, safe to run again: DELETEs that keep its tables small, or
 * the day-before delivery confirmations.
 */
export type HousekeepingTask = (app: FastifyInstance) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a task to the hourly housekeeping run (modules call it as they register). */
    addHousekeeping(task: HousekeepingTask): void;
  }
}

/**
 * The hourly housekeeping: the tasks modules hand in run one after another, at one instance at a
 * time (app.runAlone: the others skip that hour's run). Not in tests, which clean up themselves.
 * Shutdown waits for a run under way, so the database closes after it.
 */
async function housekeeping(app: FastifyInstance): Promise<void> {
  const tasks: HousekeepingTask[] = [];
  app.decorate('addHousekeeping', (task: HousekeepingTask) => {
    tasks.push(task);
  });
  if (app.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // One task that fails (its table locked, a mail it could not queue) does not stop the others.
  const cleanUp = async () => {
    for (const task of tasks) {
      await task(app).catch((error) => app.log.warn({ err: error }, 'housekeeping task failed'));
    }
  };
  const run = () => {
    // The job keeps its first name, so instances of the last release and this one share the lock.
    running ??= app
      .runAlone('session-cleanup', cleanUp)
      .then(() => undefined)
      .catch((error) => app.log.warn({ err: error }, 'session cleanup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUR_MS).unref();
    run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const housekeepingPlugin = fp(housekeeping, {
  name: 'housekeeping',
  decorators: { fastify: ['config', 'runAlone'] },
});
