import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Haproxy, startHaproxy } from '#deploy/cluster/haproxy.js';
import { freePort, haproxyConfigFile } from '#deploy/local-cluster.js';
import { REDACTED } from '#server/lib/log-redaction.js';

/**
 * HAProxy's request log (deploy/haproxy.cfg) keeps no capability: the secrets that open a reset, an
 * undo, a guest's order or the sandbox payment page travel in the query or in that page's path,
 * and the shop's own log hides them (tests/api/log-redaction.test.ts); the proxy's must as well.
 * Behind it stands a plain HTTP server that answers everything: only the proxy is tested here.
 */
const SECRET = 'Zq81secretCapabilityValue0042';

let backend: Server;
let proxy: Haproxy;
let runDir: string;
const lines: string[] = [];
const waiting = new Map<string, (line: string) => void>();

beforeAll(async () => {
  // It answers with the request id the proxy gave, as the shop does.
  backend = createServer((request, response) => {
    response.setHeader('x-request-id', request.headers['x-request-id'] ?? '');
    response.end('ok');
  });
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  const address = backend.address();
  if (!address || typeof address !== 'object') throw new Error('no backend address');
  runDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-proxy-log-'));
  proxy = await startHaproxy({
    configFile: haproxyConfigFile,
    port: await freePort(),
    servers: [`127.0.0.1:${address.port}`],
    socket: path.join(runDir, 'haproxy.sock'),
    log: 'all',
    onLine(line) {
      lines.push(line);
      for (const [id, resolve] of waiting) if (line.includes(`id=${id} `)) resolve(line);
    },
  });
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  backend?.close();
  await rm(runDir, { recursive: true, force: true });
});

/** The proxy's log line of one request, found by the request id the proxy gave it. */
async function loggedLine(pathAndQuery: string, method = 'GET'): Promise<string> {
  const answer = await fetch(`${proxy.origin}${pathAndQuery}`, { method });
  const id = answer.headers.get('x-request-id') ?? '';
  await answer.text();
  const seen = lines.find((line) => line.includes(`id=${id} `));
  if (seen) return seen;
  return new Promise((resolve) => waiting.set(id, resolve));
}

describe('the load balancer’s request log', () => {
  it('logs the method and path without the query, where tokens travel', async () => {
    for (const query of [
      `/reset?token=${SECRET}`,
      `/undo-email?token=${SECRET}`,
      `/api/orders/lookup?session_id=${SECRET}`,
      `/order/12?session_id=${SECRET}&x=1`,
      `/media/uploads/a.jpg?expires=1&signature=${SECRET}`,
    ]) {
      const line = await loggedLine(query);
      expect(line).not.toContain(SECRET);
      expect(line).toContain(`"GET ${query.split('?')[0]} HTTP/1.1"`);
    }
  });

  it('hides the id of the sandbox payment page in its path', async () => {
    const page = await loggedLine(`/checkout/pay/${SECRET}`);
    expect(page).not.toContain(SECRET);
    expect(page).toContain(`"GET /checkout/pay/${REDACTED} HTTP/1.1"`);
    const cancel = await loggedLine(`/checkout/pay/${SECRET}/cancel`, 'POST');
    expect(cancel).not.toContain(SECRET);
    expect(cancel).toContain(`"POST /checkout/pay/${REDACTED}/cancel HTTP/1.1"`);
  });
});
