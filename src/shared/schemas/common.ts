import { z } from 'zod';

/** Optional free text: trimmed, and empty or missing becomes null, as the forms send it. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, tooLong).nullable().optional().default(null),
  );

/** `:id` in a path: a positive integer that fits a PostgreSQL serial. */
export const idParamsSchema = (thing: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${thing} id must be a number.` })
      .int(`${thing} id must be a whole number.`)
      .positive(`${thing} id must be positive.`)
      .max(2_147_483_647, `${thing} id is too large.`),
  });
