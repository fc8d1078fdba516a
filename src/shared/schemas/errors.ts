import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * Every 4xx/5xx answer: a message, the machine-readable code (src/shared/error-codes.ts), and for
 * validation failures the list of what was wrong.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
