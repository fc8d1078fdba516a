import { z } from 'zod';

/** Every 4xx/5xx answer: a message, and for validation failures the list of what was wrong. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
