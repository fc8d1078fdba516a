import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const SECRET = 'tok_5f1c9e0b7a2d4c6e8f';

let shop: TestApp;
const lines: string[] = [];
const logged = () => lines.join('');

beforeAll(async () => {
  shop = await createTestApp(
    { LOG_LEVEL: 'info' },
    {},
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => shop.close());
beforeEach(() => {
  lines.length = 0;
});

describe('the request log', () => {
  it('keeps the path and harmless parameters but not tokens, sessions or signatures', async () => {
    const urls = [
      `/api/orders/lookup?session_id=${SECRET}`,
      `/reset-password?token=${SECRET}&from=mail`,
      `/api/uploads/products/1/main/x.png?expires=1&signature=${SECRET}`,
      `/api/orders/1/receipt?session%5Fid=${SECRET}`,
      `/checkout/pay/${SECRET}`,
      `/api/products?q=pillow&resetToken=${SECRET}`,
    ];
    for (const url of urls) await shop.app.inject({ url });
    expect(lines.length).toBeGreaterThanOrEqual(urls.length);
    expect(logged()).not.toContain(SECRET);
    expect(logged()).toContain('/api/orders/lookup?session_id=[redacted]');
    expect(logged()).toContain('/reset-password?token=[redacted]&from=mail');
    expect(logged()).toContain('/checkout/pay/[redacted]');
    expect(logged()).toContain('/api/products?q=pillow&resetToken=[redacted]');
  });

  it('logs a refused NUL byte in one short line, not an error with its stack', async () => {
    const response = await shop.app.inject({ url: '/api/products?q=%00' });
    expect(response.statusCode).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBeLessThan(400);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 30, statusCode: 400 });
  });
});

describe('database errors in the log', () => {
  it('keep the SQL and the database message, never the query parameters', async () => {
    const error = await queryRows(shop.database.db, sql`select ${SECRET}::int as n`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(SECRET); // Drizzle's own message has it.
    shop.app.log.error({ err: error }, 'request failed');
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(JSON.stringify(line)).not.toContain(SECRET);
    expect(line.err.message).toContain('select $1::int as n');
    expect(line.err.message).toMatch(/invalid input syntax for type integer/);
  });
});
