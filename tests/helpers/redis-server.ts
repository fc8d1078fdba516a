import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';

/** A redis-server of the test's own, on a free port, without saving anything to disk. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
  probe.on('error', () => {});
  await probe.connect().catch(() => undefined);
  await probe.ping();
  probe.disconnect();
  return server;
}

export async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

/** Waits until `count` clients besides the asking one are connected to the Redis on `port`. */
export async function clientsConnected(port: number, count: number): Promise<void> {
  const probe = new Redis(port, '127.0.0.1');
  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const list = String(await probe.client('LIST'));
      if (list.trim().split('\n').length - 1 >= count) return;
      if (Date.now() > deadline) throw new Error(`fewer than ${count} clients on Redis`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    probe.disconnect();
  }
}
