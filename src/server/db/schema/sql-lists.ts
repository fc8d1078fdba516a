import { sql } from 'drizzle-orm';

/** A CHECK constraint's list of allowed values: constants of the code, never user input. */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
