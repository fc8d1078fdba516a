import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_TIMEOUT_MS = 60_000;
/** Lines of its output a HAProxy that failed to start is reported with. */
const LAST_LINES = 20;

/** HAProxy's binary: on PATH, or where Debian's package puts it (/usr/sbin is not on every PATH). */
export function findHaproxy(): string {
  const folders = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
  ];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  throw new Error(
    'HAProxy is not installed: apt-get install haproxy (.ci/run installs it when missing)',
  );
}

export interface HaproxyOptions {
  configFile: string;
  /** Where shoppers connect (127.0.0.1:port). */
  port: number;
  /** `host:port` of each shop instance, shop1 first; up to four (deploy/haproxy.cfg). */
  servers: readonly string[];
  /** The runtime API's socket file. */
  socket: string;
  /** `all` logs each request; `errors` only those that failed, were retried or answered 5xx. */
  log: ProxyLog;
  onLine(line: string): void;
}

export type ProxyLog = 'all' | 'errors';

/** A server's state as HAProxy's runtime API sets it: `maint` takes it out, `ready` back in. */
export type AdminState = 'ready' | 'drain' | 'maint';

export interface Haproxy {
  readonly origin: string;
  /** One runtime API command (management.txt, "show stat", "set server …"); its answer. */
  command(line: string): Promise<string>;
  /** The health of each shop server as HAProxy sees it: UP, DOWN, MAINT, … */
  serverStatuses(): Promise<Map<string, string>>;
  /** Resolves once HAProxy reports this server with this status (e.g. shop1 UP). */
  waitForStatus(server: string, status: string): Promise<void>;
  setState(server: string, state: AdminState): Promise<void>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground with deploy/haproxy.cfg and these instances behind it. */
export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  if (options.servers.length === 0) throw new Error('HAProxy needs a shop instance to send to');
  const serverSettings = Object.fromEntries(
    options.servers.map((address, index) => [`SHOP_SERVER_${index + 1}`, address]),
  );
  const child = spawn(findHaproxy(), ['-db', '-f', options.configFile], {
    env: {
      PATH: process.env.PATH,
      SHOP_PROXY_BIND: `127.0.0.1:${options.port}`,
      SHOP_PROXY_SOCKET: options.socket,
      SHOP_PROXY_LOG: options.log,
      ...serverSettings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lastLines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lastLines.push(line);
      if (lastLines.length > LAST_LINES) lastLines.shift();
      options.onLine(line);
    });
  }
  // 'close', not 'exit': its last lines are read by then.
  const exited = once(child, 'close');

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(options.socket);
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('end', () => resolve(answer));
      socket.end(`${line}\n`);
    });

  async function serverStatuses(): Promise<Map<string, string>> {
    const [header = '', ...rows] = (await command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const proxy = columns.indexOf('pxname');
    const server = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const statuses = new Map<string, string>();
    for (const row of rows.map((text) => text.split(','))) {
      const name = row[server] ?? '';
      if (row[proxy] === 'shop' && /^shop\d+$/.test(name)) statuses.set(name, row[status] ?? '');
    }
    return statuses;
  }

  async function waitForStatus(server: string, status: string): Promise<void> {
    const deadline = Date.now() + WAIT_TIMEOUT_MS;
    let last: string | undefined;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        await exited;
        throw new Error(`HAProxy exited with ${child.exitCode}:\n${lastLines.join('\n')}`);
      }
      try {
        last = (await serverStatuses()).get(server);
        if (last === status) return;
      } catch {
        // the runtime API is not listening yet
      }
      await sleep(100);
    }
    throw new Error(`HAProxy still sees ${server} as ${last ?? 'nothing'}, not ${status}`);
  }

  const haproxy: Haproxy = {
    origin: `http://127.0.0.1:${options.port}`,
    command,
    serverStatuses,
    waitForStatus,
    async setState(server, state) {
      const answer = await command(`set server shop/${server} state ${state}`);
      if (answer.trim()) throw new Error(`HAProxy refused to set ${server} ${state}: ${answer}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGUSR1: HAProxy's soft stop, which lets requests under way finish.
      child.kill('SIGUSR1');
      await exited;
    },
  };
  try {
    await Promise.all(options.servers.map((_, index) => waitForStatus(`shop${index + 1}`, 'UP')));
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return haproxy;
}
