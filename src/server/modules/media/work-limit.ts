/**
 * At most `max` tasks run at once; the others wait their turn. Resizing holds whole decoded images
 * in memory, so a burst of requests for new renditions must not all decode together.
 */
export function createWorkLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    while (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
