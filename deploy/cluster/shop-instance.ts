import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** A first boot migrates and seeds; on a busy two-core machine that has taken over a minute. */
const READY_TIMEOUT_MS = 180_000;
/** Lines of its output an instance that failed to start is reported with. */
const LAST_LINES = 20;

export interface ShopInstanceOptions {
  /** The name HAProxy knows it by (shop1, shop2, …). */
  name: string;
  port: number;
  projectRoot: string;
  /** The whole environment of the process (settings of the shop). */
  env: NodeJS.ProcessEnv;
  /** Each line the process writes (its JSON log lines). */
  onLine(line: string): void;
}

/** One process of the built shop server, which can be stopped and started again on its port. */
export interface ShopInstance {
  readonly name: string;
  /** `host:port`, as HAProxy's server line takes it. */
  readonly address: string;
  readonly origin: string;
  /** Starts the built server and resolves once its own /readyz answers 200. */
  start(): Promise<void>;
  /** SIGTERM (the shop's graceful shutdown); resolves with the exit code once it has ended. */
  stop(): Promise<number | null>;
  /** The last lines it wrote since it was started, for a report of what went wrong. */
  lastLines(): string;
}

export function shopInstance(options: ShopInstanceOptions): ShopInstance {
  const address = `127.0.0.1:${options.port}`;
  const origin = `http://${address}`;
  const entry = path.join(options.projectRoot, 'dist/node/server/main.js');
  let child: ChildProcess | undefined;
  const lastLines: string[] = [];
  const failed = (problem: string) =>
    new Error(`${options.name} ${problem}; its last lines:\n${lastLines.join('\n')}`);

  const running = (server: ChildProcess) => server.exitCode === null && server.signalCode === null;

  async function waitUntilReady(server: ChildProcess, closed: Promise<unknown>): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!running(server)) {
        await closed; // its last lines read
        throw failed(`exited with ${server.exitCode}`);
      }
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw failed(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
  }

  return {
    name: options.name,
    address,
    origin,
    async start() {
      if (child && running(child)) throw new Error(`${options.name} is already running`);
      const server = spawn(process.execPath, [entry], {
        cwd: options.projectRoot,
        env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      lastLines.length = 0;
      for (const stream of [server.stdout, server.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          lastLines.push(line);
          if (lastLines.length > LAST_LINES) lastLines.shift();
          options.onLine(line);
        });
      }
      child = server;
      const closed = once(server, 'close');
      try {
        await waitUntilReady(server, closed);
      } catch (error) {
        server.kill('SIGKILL');
        throw error;
      }
    },
    async stop() {
      const server = child;
      if (!server || !running(server)) return server?.exitCode ?? null;
      // 'close', not 'exit': its last lines are read by then.
      const exited = once(server, 'close') as Promise<[number | null]>;
      server.kill('SIGTERM');
      const [code] = await exited;
      return code;
    },
    lastLines: () => lastLines.join('\n'),
  };
}
