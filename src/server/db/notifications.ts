import pg from 'pg';

/** What hears a channel's notifications, and whether any may have been missed. */
export interface ChangeWatcher {
  onNotify(payload: string): void;
  /** Notifications may be missed from now on: whatever depends on them is no longer to be trusted. */
  onLost(): void;
  /** Listening (again): from now on every notification is heard. */
  onLive(): void;
}

/** How the listener shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = '8ettersleep-listener';

/** A silent network drop shows only when a query fails: the listener asks this often. */
const HEARTBEAT_MS = 5_000;
/** Waits between reconnection attempts, growing to the last. */
const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own, outside the pool (pool connections are busy, or closed when
 * idle): notifications of other instances arrive while this one is idle. Should the connection
 * drop, or stop answering its heartbeat, the watcher is told it lost track, and it reconnects.
 */
export async function watchOnOwnConnection(
  url: string,
  channel: string,
  watcher: ChangeWatcher,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(heartbeat);
    lost.end().catch(() => {});
    watcher.onLost();
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)];
    attempts += 1;
    retry = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: HEARTBEAT_MS,
    });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) watcher.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      lose(next);
      return;
    }
    if (stopped || client !== next) return;
    attempts = 0;
    heartbeat = setInterval(() => {
      next.query('select 1').catch(() => lose(next));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    watcher.onLive();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
