import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** Requests reach the shop through a load balancer at 10.0.0.0/8, or (an attacker) straight. */
const PROXY = '10.0.0.5';
const STRAIGHT = '203.0.113.7';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let shop: TestApp;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  shop = await createTestApp(
    { LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.0/8' },
    {},
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => shop.close());
beforeEach(() => {
  lines.length = 0;
});

function get(remoteAddress: string, requestId?: string) {
  return shop.app.inject({
    url: '/api/products',
    remoteAddress,
    headers: requestId === undefined ? {} : { 'x-request-id': requestId },
  });
}

describe('the request id', () => {
  it("is the trusted proxy's X-Request-Id, in the answer and in every log line of the request", async () => {
    const answer = await get(PROXY, 'lb-4f1c9e0b-0001');
    expect(answer.headers['x-request-id']).toBe('lb-4f1c9e0b-0001');
    const logged = entries().filter((entry) => entry.reqId === 'lb-4f1c9e0b-0001');
    expect(logged).toEqual([expect.objectContaining({ msg: 'request', url: '/api/products' })]);
    expect(entries().filter((entry) => entry.url === '/api/products')).toEqual(logged);
  });

  it('is made anew when the sender is not a trusted proxy', async () => {
    const answer = await get(STRAIGHT, 'chosen-by-the-client');
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('')).not.toContain('chosen-by-the-client');
    expect(entries()).toEqual([
      expect.objectContaining({ reqId: answer.headers['x-request-id'], msg: 'request' }),
    ]);
  });

  it.each([
    ['spaces and quotes', 'id "with" spaces'],
    ['a line break in disguise', 'id\\nlevel:60'],
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
  ])('is made anew when even a proxy sends one that is %s', async (_what, sent) => {
    const answer = await get(PROXY, sent);
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('differs between requests and is on refused answers too', async () => {
    const first = await get(STRAIGHT);
    const second = await get(STRAIGHT);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const refused = await shop.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });
});
