/** The resize queue is full: the caller answers 503 and the browser asks again shortly. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/**
 * At most `running` tasks run at once and at most `waiting` wait their turn; a task beyond those
 * is refused at once with QueueFullError. Resizing holds whole decoded images in memory, so a
 * burst of requests for new renditions must neither decode together nor pile up without end.
 */
export function createWorkLimit(limits: { running: number; waiting: number }) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limits.running) running++;
    else if (queue.length >= limits.waiting) throw new QueueFullError('The resize queue is full');
    // A finished task hands its place straight to the next in line, so none can jump the queue.
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
}
