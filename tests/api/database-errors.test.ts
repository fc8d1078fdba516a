import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { DATA_ERROR_MESSAGE, INTEGRITY_ERROR_MESSAGE } from '#server/lib/db-errors.js';
import { errorHandlerPlugin, GENERIC_SERVER_ERROR } from '#server/plugins/error-handler.js';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;

/**
 * The shop's error handler in front of one route that runs the statement it is sent, on a real
 * database (PGlite or PostgreSQL): the errors are the drivers' own, wrapped by Drizzle as in the
 * services, for a gap a service leaves unhandled.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.post<{ Body: { statement: string } }>('/run', async (request) => {
    await database.db.execute(sql.raw(request.body.statement));
    return { ran: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const run = (statement: string) =>
  app.inject({ method: 'POST', url: '/run', payload: { statement } });

describe('database errors that reach the error handler', () => {
  it('answer 400 for data errors (class 22): numbers out of range, impossible dates, NUL', async () => {
    for (const statement of [
      'select 2147483647::int + 1',
      "select '0000-01-01'::date",
      "select 'abc'::int",
      "select convert_from('\\x00'::bytea, 'UTF8')",
    ]) {
      const response = await run(statement);
      expect(response.statusCode, `${statement}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: DATA_ERROR_MESSAGE, code: 'invalid_input' });
    }
  });

  it('answer 409 for integrity errors (class 23) and keep the stored row', async () => {
    await run('create table if not exists guarded (code text primary key, n int check (n > 0))');
    expect((await run("insert into guarded values ('A', 1)")).statusCode).toBe(200);
    for (const statement of [
      "insert into guarded values ('A', 2)",
      "insert into guarded values ('B', -1)",
      'insert into guarded values (null, 1)',
    ]) {
      const response = await run(statement);
      expect(response.statusCode, statement).toBe(409);
      expect(response.json()).toEqual({ message: INTEGRITY_ERROR_MESSAGE, code: 'conflict' });
    }
    const rows = await queryRows(database.db, sql`select code, n from guarded`);
    expect(rows).toEqual([{ code: 'A', n: 1 }]);
  });

  it('keep other database failures a 500 that tells nothing of the query', async () => {
    const response = await run('select * from no_such_table');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_SERVER_ERROR, code: 'internal' });
  });
});
